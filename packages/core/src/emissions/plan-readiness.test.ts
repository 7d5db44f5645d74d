import { describe, expect, it } from 'vitest';
import {
  aBoatingLine,
  aFlightLine,
  aHotelsLine,
  anEventsLine,
} from '../../test/arbitraries/emissions.js';
import { emptyEstimatorLine } from './estimator-line.js';
import { isReadyToChoosePlan } from './plan-readiness.js';

describe('isReadyToChoosePlan', () => {
  it('is false without lines', () => {
    expect(isReadyToChoosePlan([])).toBe(false);
  });

  it('is true when every line of every kind is complete', () => {
    expect(
      isReadyToChoosePlan([aFlightLine(), aBoatingLine(), anEventsLine(), aHotelsLine()]),
    ).toBe(true);
  });

  it('is false as soon as one line is incomplete', () => {
    expect(isReadyToChoosePlan([aFlightLine(), anEventsLine({ hours: 0 })])).toBe(false);
    expect(isReadyToChoosePlan([aFlightLine({ transport: null }), aHotelsLine()])).toBe(false);
    expect(isReadyToChoosePlan([aHotelsLine(), emptyEstimatorLine('boating')])).toBe(false);
  });

  it('does not require From and To places, only the kilometres', () => {
    expect(isReadyToChoosePlan([aFlightLine({ from: '', to: '' })])).toBe(true);
  });
});
