import { describe, expect, it } from 'vitest';
import {
  aBoatingLine,
  aFlightLine,
  aHotelsLine,
  anEventsLine,
} from '../../test/arbitraries/emissions.js';
import { ESTIMATOR_MODES, emptyEstimatorLine, estimatorModeOf } from './estimator-line.js';

describe('ESTIMATOR_MODES', () => {
  it('lists the three modes users see, with the spec labels, in order', () => {
    expect(ESTIMATOR_MODES).toEqual([
      { id: 'tourism', label: 'Tourism & Travel' },
      { id: 'events', label: 'Events & Conferences' },
      { id: 'hotels', label: 'Hotels & Resorts' },
    ]);
  });
});

describe('estimatorModeOf', () => {
  it('counts boating lines under Tourism & Travel', () => {
    expect(estimatorModeOf(aBoatingLine())).toBe('tourism');
  });

  it('keeps the mode of the other lines', () => {
    expect(estimatorModeOf(aFlightLine())).toBe('tourism');
    expect(estimatorModeOf(anEventsLine())).toBe('events');
    expect(estimatorModeOf(aHotelsLine())).toBe('hotels');
  });
});

describe('emptyEstimatorLine', () => {
  it('creates each kind of line with nothing filled in', () => {
    expect(emptyEstimatorLine('tourism')).toEqual({
      mode: 'tourism',
      transport: null,
      from: '',
      to: '',
      km: null,
    });
    expect(emptyEstimatorLine('boating')).toEqual({
      mode: 'boating',
      km: null,
      passengers: null,
      length: null,
    });
    expect(emptyEstimatorLine('events')).toEqual({
      mode: 'events',
      attendees: null,
      hours: null,
      energy: null,
    });
    expect(emptyEstimatorLine('hotels')).toEqual({
      mode: 'hotels',
      nights: null,
      rating: null,
      energy: null,
    });
  });

  it('returns a fresh object each time', () => {
    expect(emptyEstimatorLine('events')).not.toBe(emptyEstimatorLine('events'));
  });
});
