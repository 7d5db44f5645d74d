import { describe, expect, it } from 'vitest';
import { aBoatingLine, aFlightLine, anEventsLine } from '../../test/arbitraries/emissions.js';
import {
  CAR_TONNES_PER_KM,
  EVENT_TONNES_PER_ATTENDEE_HOUR,
  FLIGHT_TONNES_PER_KM,
} from './emission-factors.js';
import {
  ESTIMATE_TONNES_DECIMALS,
  GRAMS_PER_TONNE,
  gramsPerUnit,
  gramsToTonnes,
} from './emission-grams.js';
import { estimateLineGrams, estimateLineTonnes } from './estimate-line.js';
import { estimateLines } from './estimate-lines.js';

describe('estimates in whole grams', () => {
  it('turns the spec factors into whole grams', () => {
    expect(GRAMS_PER_TONNE).toBe(1_000_000);
    expect(ESTIMATE_TONNES_DECIMALS).toBe(6);
    expect(gramsPerUnit(CAR_TONNES_PER_KM)).toBe(210);
    expect(gramsPerUnit(FLIGHT_TONNES_PER_KM)).toBe(150);
    expect(gramsPerUnit(EVENT_TONNES_PER_ATTENDEE_HOUR)).toBe(5000);
    expect(gramsToTonnes(294_000)).toBe(0.294);
  });

  it('gives 1,400 km by car as 0.294 t, not the float product 0.29400000000000004', () => {
    expect(1400 * CAR_TONNES_PER_KM).not.toBe(0.294);
    const car = aFlightLine({ transport: 'Car', km: 1400 });
    expect(estimateLineGrams(car)).toBe(294_000);
    expect(estimateLineTonnes(car)).toBe(0.294);
  });

  it('adds lines exactly: the README example is 8.294 t', () => {
    const estimate = estimateLines([
      aFlightLine({ transport: 'Car', km: 1400 }),
      anEventsLine({ attendees: 200, hours: 8, energy: 0 }),
    ]);
    expect(estimate.byMode).toEqual({ tourism: 0.294, events: 8, hotels: 0 });
    expect(estimate.total).toBe(8.294);
  });

  it('keeps boating and fractional inputs to the gram', () => {
    // 20 km × 300 g + 6 passengers × 12 m × 2,000 g: the float sum is 0.15000000000000002.
    expect(estimateLineTonnes(aBoatingLine({ km: 20, passengers: 6, length: 12 }))).toBe(0.15);
    // 0.1 km + 0.2 km by flight: 15 g + 30 g, where 0.1 + 0.2 alone would be 0.30000000000000004.
    const short = estimateLines([aFlightLine({ km: 0.1 }), aFlightLine({ km: 0.2 })]);
    expect(short.total).toBe(0.000045);
    // Under half a gram rounds to nothing; a gram and a half to two.
    expect(estimateLineGrams(aFlightLine({ km: 0.003 }))).toBe(0);
    expect(estimateLineGrams(aFlightLine({ km: 0.01 }))).toBe(2);
  });
});
