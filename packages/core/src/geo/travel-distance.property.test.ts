import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOURISM_TRANSPORTS } from '../emissions/estimator-line.js';
import type { GeoPoint } from './great-circle.js';
import { travelDistanceKm } from './travel-distance.js';

const point = (): fc.Arbitrary<GeoPoint> =>
  fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lon: fc.double({ min: -180, max: 180, noNaN: true }),
  });
const transport = () => fc.constantFrom(...TOURISM_TRANSPORTS);

describe('travel distance properties', () => {
  it('is symmetric, non-negative and a whole number of 100 m', () => {
    fc.assert(
      fc.property(point(), point(), transport(), (a, b, mode) => {
        const km = travelDistanceKm(a, b, mode);
        expect(km).toBe(travelDistanceKm(b, a, mode));
        expect(km).toBeGreaterThanOrEqual(0);
        expect(Math.abs(km * 10 - Math.round(km * 10))).toBeLessThan(1e-6);
      }),
    );
  });

  it('is 0 for one place, and orders the transports flight < sea < road', () => {
    fc.assert(
      fc.property(point(), point(), (a, b) => {
        for (const mode of TOURISM_TRANSPORTS) expect(travelDistanceKm(a, a, mode)).toBe(0);
        const flight = travelDistanceKm(a, b, 'Flight');
        expect(flight).toBeLessThanOrEqual(travelDistanceKm(a, b, 'Boat'));
        expect(travelDistanceKm(a, b, 'Boat')).toBeLessThanOrEqual(travelDistanceKm(a, b, 'Car'));
      }),
    );
  });
});
