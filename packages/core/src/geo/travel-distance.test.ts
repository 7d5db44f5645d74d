import { describe, expect, it } from 'vitest';
import { greatCircleKm } from './great-circle.js';
import {
  FLIGHT_GREAT_CIRCLE_UPLIFT,
  ROAD_CIRCUITY_FACTOR,
  roundKmToTenth,
  SEA_ROUTING_FACTOR,
  TRAVEL_DISTANCE_FACTORS,
  travelDistanceKm,
} from './travel-distance.js';

const DELHI = { lat: 28.65195, lon: 77.23149 };
const MUMBAI = { lat: 19.07283, lon: 72.88261 };

describe('travel distance factors', () => {
  it('are the documented multipliers: +8 % for flights, ×1.25 by road, +15 % by sea', () => {
    expect(FLIGHT_GREAT_CIRCLE_UPLIFT).toBe(1.08);
    expect(ROAD_CIRCUITY_FACTOR).toBe(1.25);
    expect(SEA_ROUTING_FACTOR).toBe(1.15);
    expect(TRAVEL_DISTANCE_FACTORS).toEqual({ Flight: 1.08, Car: 1.25, Boat: 1.15 });
  });
});

describe('travelDistanceKm', () => {
  const greatCircle = greatCircleKm(DELHI, MUMBAI);

  it('drives Delhi to Mumbai in about 1,440 km (the NH48 is about 1,400 km)', () => {
    const km = travelDistanceKm(DELHI, MUMBAI, 'Car');
    expect(km).toBe(roundKmToTenth(greatCircle * 1.25));
    expect(km).toBeGreaterThan(1350);
    expect(km).toBeLessThan(1500);
  });

  it('flies the great circle plus 8 %, and sails it plus 15 %', () => {
    expect(travelDistanceKm(DELHI, MUMBAI, 'Flight')).toBe(roundKmToTenth(greatCircle * 1.08));
    expect(travelDistanceKm(MUMBAI, DELHI, 'Boat')).toBe(roundKmToTenth(greatCircle * 1.15));
  });

  it('is 0 from a place to itself, whatever the transport', () => {
    expect(travelDistanceKm(DELHI, DELHI, 'Flight')).toBe(0);
    expect(travelDistanceKm(DELHI, DELHI, 'Car')).toBe(0);
    expect(travelDistanceKm(DELHI, DELHI, 'Boat')).toBe(0);
  });
});

describe('roundKmToTenth', () => {
  it.each([
    [1149.44, 1149.4],
    [1149.45, 1149.5],
    [0.05, 0.1],
    [0.04, 0],
    [12.25, 12.3],
  ])('%d km → %d km', (km, rounded) => {
    expect(roundKmToTenth(km)).toBe(rounded);
  });
});
