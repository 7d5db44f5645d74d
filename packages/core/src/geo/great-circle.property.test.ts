import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARTH_MEAN_RADIUS_KM, type GeoPoint, greatCircleKm } from './great-circle.js';

const point = (): fc.Arbitrary<GeoPoint> =>
  fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lon: fc.double({ min: -180, max: 180, noNaN: true }),
  });

// The haversine formula's own precision: near antipodal points asin(√h) is steep, and a rounding of
// h in its last bit moves the distance by up to ~0.1 m. With 1e-9 of the radius (6 mm), about one
// run in twenty failed on such triples; a metre still catches any real error.
const TOLERANCE_KM = 1e-3;

describe('great-circle distance properties', () => {
  it('is symmetric: d(a, b) = d(b, a)', () => {
    fc.assert(
      fc.property(point(), point(), (a, b) => {
        expect(greatCircleKm(a, b)).toBe(greatCircleKm(b, a));
      }),
    );
  });

  it('is 0 from a point to itself', () => {
    fc.assert(
      fc.property(point(), (a) => {
        expect(greatCircleKm(a, a)).toBe(0);
      }),
    );
  });

  it('is non-negative and at most half the circumference', () => {
    fc.assert(
      fc.property(point(), point(), (a, b) => {
        const km = greatCircleKm(a, b);
        expect(km).toBeGreaterThanOrEqual(0);
        expect(km).toBeLessThanOrEqual(Math.PI * EARTH_MEAN_RADIUS_KM);
      }),
    );
  });

  it('keeps the triangle inequality: d(a, c) ≤ d(a, b) + d(b, c)', () => {
    fc.assert(
      fc.property(point(), point(), point(), (a, b, c) => {
        expect(greatCircleKm(a, c)).toBeLessThanOrEqual(
          greatCircleKm(a, b) + greatCircleKm(b, c) + TOLERANCE_KM,
        );
      }),
    );
  });

  it('does not change when both points turn by the same longitude', () => {
    fc.assert(
      fc.property(
        point(),
        point(),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (a, b, turn) => {
          const turned = (p: GeoPoint) => ({ lat: p.lat, lon: p.lon + turn });
          expect(greatCircleKm(turned(a), turned(b))).toBeCloseTo(greatCircleKm(a, b), 6);
        },
      ),
    );
  });
});
