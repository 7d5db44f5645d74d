import { describe, expect, it } from 'vitest';
import {
  aBoatingLine,
  aFlightLine,
  aHotelsLine,
  anEventsLine,
} from '../../test/arbitraries/emissions.js';
import { emptyEstimatorLine } from '../emissions/estimator-line.js';
import { isEstimatorLineComplete, validateEstimatorLine } from './estimator-line.validator.js';

describe('validateEstimatorLine', () => {
  it('reports nothing for complete lines of every kind', () => {
    for (const line of [aFlightLine(), aBoatingLine(), anEventsLine(), aHotelsLine()]) {
      expect(validateEstimatorLine(line)).toEqual({});
      expect(isEstimatorLineComplete(line)).toBe(true);
    }
  });

  it('reports every field of an empty line with its message code', () => {
    expect(validateEstimatorLine(emptyEstimatorLine('tourism'))).toEqual({
      transport: 'ESTIMATOR.MODE_REQUIRED',
      km: 'ESTIMATOR.KM_REQUIRED',
    });
    expect(validateEstimatorLine(emptyEstimatorLine('boating'))).toEqual({
      km: 'ESTIMATOR.KM_REQUIRED',
      passengers: 'ESTIMATOR.PASSENGERS_REQUIRED',
      length: 'ESTIMATOR.LENGTH_REQUIRED',
    });
    expect(validateEstimatorLine(emptyEstimatorLine('events'))).toEqual({
      attendees: 'ESTIMATOR.ATTENDEES_REQUIRED',
      hours: 'ESTIMATOR.HOURS_REQUIRED',
      energy: 'ESTIMATOR.ENERGY_REQUIRED',
    });
    expect(validateEstimatorLine(emptyEstimatorLine('hotels'))).toEqual({
      nights: 'ESTIMATOR.NIGHTS_REQUIRED',
      rating: 'ESTIMATOR.RATING_REQUIRED',
      energy: 'ESTIMATOR.ENERGY_REQUIRED',
    });
  });

  it('requires a transport on tourism lines even when the kilometres are filled', () => {
    expect(validateEstimatorLine(aFlightLine({ transport: null }))).toEqual({
      transport: 'ESTIMATOR.MODE_REQUIRED',
    });
  });

  it('requires numbers above 0: zero, negative and non-finite values are incomplete', () => {
    for (const km of [0, -5, Number.NaN, Infinity]) {
      expect(validateEstimatorLine(aFlightLine({ km }))).toEqual({ km: 'ESTIMATOR.KM_REQUIRED' });
    }
    expect(validateEstimatorLine(anEventsLine({ hours: 0 }))).toEqual({
      hours: 'ESTIMATOR.HOURS_REQUIRED',
    });
    expect(validateEstimatorLine(aBoatingLine({ length: -1 }))).toEqual({
      length: 'ESTIMATOR.LENGTH_REQUIRED',
    });
    expect(validateEstimatorLine(aHotelsLine({ energy: Number.NaN }))).toEqual({
      energy: 'ESTIMATOR.ENERGY_REQUIRED',
    });
  });

  it('accepts fractional quantities such as 2.5 hours or 0.5 km', () => {
    expect(validateEstimatorLine(anEventsLine({ hours: 2.5 }))).toEqual({});
    expect(validateEstimatorLine(aFlightLine({ km: 0.5 }))).toEqual({});
  });

  it('accepts only whole star ratings from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(validateEstimatorLine(aHotelsLine({ rating }))).toEqual({});
    }
    for (const rating of [0, 6, 2.5, -1, Number.NaN]) {
      expect(validateEstimatorLine(aHotelsLine({ rating }))).toEqual({
        rating: 'ESTIMATOR.RATING_REQUIRED',
      });
    }
  });

  it('says a line with any missing field is not complete', () => {
    expect(isEstimatorLineComplete(aBoatingLine({ passengers: null }))).toBe(false);
  });
});
