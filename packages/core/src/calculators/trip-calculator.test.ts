import { describe, expect, it } from 'vitest';
import { TRIP_PRESETS, tripKm } from './trip-calculator.js';

describe('trip calculator', () => {
  it('offers four road journeys with their one-way kilometres', () => {
    expect(TRIP_PRESETS.map((trip) => [trip.from, trip.to, trip.km])).toEqual([
      ['Mumbai', 'Pune', 150],
      ['Delhi', 'Jaipur', 280],
      ['Bengaluru', 'Chennai', 350],
      ['Delhi', 'Mumbai', 1400],
    ]);
    expect(new Set(TRIP_PRESETS.map((trip) => trip.id)).size).toBe(TRIP_PRESETS.length);
  });

  it('counts a return journey twice and an invalid distance as 0', () => {
    expect(tripKm(280, false)).toBe(280);
    expect(tripKm(280, true)).toBe(560);
    for (const km of [null, 0, -5, Number.NaN]) expect(tripKm(km, true)).toBe(0);
  });
});
