import { describe, expect, it } from 'vitest';
import { EARTH_MEAN_RADIUS_KM, greatCircleKm } from './great-circle.js';

const NEW_DELHI = { lat: 28.63576, lon: 77.22445 };
const MUMBAI = { lat: 19.07283, lon: 72.88261 };
const LONDON_HEATHROW = { lat: 51.4706, lon: -0.461941 };
const NEW_YORK_JFK = { lat: 40.639801, lon: -73.7789 };

describe('greatCircleKm', () => {
  it('uses the WGS-84 mean radius, in kilometres', () => {
    expect(EARTH_MEAN_RADIUS_KM).toBe(6371.0088);
  });

  it('measures New Delhi to Mumbai at about 1,150 km', () => {
    expect(greatCircleKm(NEW_DELHI, MUMBAI)).toBeCloseTo(1151.06, 2);
  });

  it('measures Heathrow to JFK at about 5,540 km (published great-circle distance 5,539–5,555 km)', () => {
    const km = greatCircleKm(LONDON_HEATHROW, NEW_YORK_JFK);
    expect(km).toBeGreaterThan(5530);
    expect(km).toBeLessThan(5560);
  });

  it('is 0 for one point, and a quarter of the circumference from the equator to a pole', () => {
    expect(greatCircleKm(MUMBAI, MUMBAI)).toBe(0);
    expect(greatCircleKm({ lat: 0, lon: 10 }, { lat: 90, lon: -70 })).toBeCloseTo(
      (Math.PI / 2) * EARTH_MEAN_RADIUS_KM,
      6,
    );
  });

  it('measures half the circumference between antipodes, and across the date line the short way', () => {
    expect(greatCircleKm({ lat: 10, lon: 20 }, { lat: -10, lon: -160 })).toBeCloseTo(
      Math.PI * EARTH_MEAN_RADIUS_KM,
      3,
    );
    // 179.5°E to 179.5°W on the equator is one degree apart, not 359.
    expect(greatCircleKm({ lat: 0, lon: 179.5 }, { lat: 0, lon: -179.5 })).toBeCloseTo(
      (Math.PI / 180) * EARTH_MEAN_RADIUS_KM,
      6,
    );
  });
});
