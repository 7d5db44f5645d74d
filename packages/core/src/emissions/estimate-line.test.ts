import { describe, expect, it } from 'vitest';
import {
  aBoatingLine,
  aFlightLine,
  aHotelsLine,
  anEventsLine,
} from '../../test/arbitraries/emissions.js';
import {
  BOAT_TONNES_PER_KM,
  BOATING_TONNES_PER_KM,
  BOATING_TONNES_PER_PASSENGER_METRE,
  CAR_TONNES_PER_KM,
  EVENT_TONNES_PER_ATTENDEE_HOUR,
  EVENT_TONNES_PER_ENERGY_UNIT,
  FLIGHT_TONNES_PER_KM,
  HOTEL_TONNES_PER_ENERGY_UNIT,
  HOTEL_TONNES_PER_NIGHT_STAR,
  TOURISM_TONNES_PER_KM,
} from './emission-factors.js';
import { estimateLineTonnes } from './estimate-line.js';

describe('emission factors', () => {
  it('are the spec §9 values', () => {
    expect(FLIGHT_TONNES_PER_KM).toBe(0.00015);
    expect(CAR_TONNES_PER_KM).toBe(0.00021);
    expect(BOAT_TONNES_PER_KM).toBe(0.00025);
    expect(EVENT_TONNES_PER_ATTENDEE_HOUR).toBe(0.005);
    expect(EVENT_TONNES_PER_ENERGY_UNIT).toBe(0.0007);
    expect(HOTEL_TONNES_PER_NIGHT_STAR).toBe(0.01);
    expect(HOTEL_TONNES_PER_ENERGY_UNIT).toBe(0.0005);
    expect(BOATING_TONNES_PER_KM).toBe(0.0003);
    expect(BOATING_TONNES_PER_PASSENGER_METRE).toBe(0.002);
    expect(TOURISM_TONNES_PER_KM).toEqual({ Flight: 0.00015, Boat: 0.00025, Car: 0.00021 });
  });
});

describe('estimateLineTonnes', () => {
  it('multiplies tourism kilometres by the chosen transport factor', () => {
    expect(estimateLineTonnes(aFlightLine({ km: 1000 }))).toBeCloseTo(0.15, 12);
    expect(estimateLineTonnes(aFlightLine({ transport: 'Car', km: 100 }))).toBeCloseTo(0.021, 12);
    expect(estimateLineTonnes(aFlightLine({ transport: 'Boat', km: 100 }))).toBeCloseTo(0.025, 12);
  });

  it('counts a tourism line without a transport as 0', () => {
    expect(estimateLineTonnes(aFlightLine({ transport: null, km: 1000 }))).toBe(0);
  });

  it('adds the distance and passenger-metre terms of a boating line', () => {
    // 10 km × 0.0003 + 4 passengers × 12 m × 0.002
    expect(estimateLineTonnes(aBoatingLine())).toBeCloseTo(0.003 + 0.096, 12);
    expect(estimateLineTonnes(aBoatingLine({ km: null }))).toBeCloseTo(0.096, 12);
    expect(estimateLineTonnes(aBoatingLine({ length: null }))).toBeCloseTo(0.003, 12);
  });

  it('adds the attendee-hour and energy terms of an events line', () => {
    // 100 × 8 × 0.005 + 1000 × 0.0007
    expect(estimateLineTonnes(anEventsLine())).toBeCloseTo(4 + 0.7, 12);
    expect(estimateLineTonnes(anEventsLine({ hours: null }))).toBeCloseTo(0.7, 12);
  });

  it('adds the night-star and energy terms of a hotels line', () => {
    // 2 nights × 3 stars × 0.01 + 100 × 0.0005
    expect(estimateLineTonnes(aHotelsLine())).toBeCloseTo(0.06 + 0.05, 12);
    expect(estimateLineTonnes(aHotelsLine({ energy: null }))).toBeCloseTo(0.06, 12);
  });

  it('counts untyped numbers as 0', () => {
    expect(estimateLineTonnes(aFlightLine({ km: null }))).toBe(0);
    expect(estimateLineTonnes(anEventsLine({ attendees: null, hours: null, energy: null }))).toBe(
      0,
    );
    expect(estimateLineTonnes(aHotelsLine({ nights: null, rating: null, energy: null }))).toBe(0);
    expect(estimateLineTonnes(aBoatingLine({ km: null, passengers: null, length: null }))).toBe(0);
  });

  it('counts negative and non-finite numbers as 0, so no line is ever negative', () => {
    expect(estimateLineTonnes(aFlightLine({ km: -500 }))).toBe(0);
    expect(estimateLineTonnes(aFlightLine({ km: Number.NaN }))).toBe(0);
    expect(estimateLineTonnes(aFlightLine({ km: Infinity }))).toBe(0);
    // A negative attendee count must not turn the attendee-hour term negative.
    expect(estimateLineTonnes(anEventsLine({ attendees: -100 }))).toBeCloseTo(0.7, 12);
    expect(estimateLineTonnes(aHotelsLine({ nights: -2, rating: -3 }))).toBeCloseTo(0.05, 12);
    expect(estimateLineTonnes(aBoatingLine({ passengers: -4, length: -12 }))).toBeCloseTo(
      0.003,
      12,
    );
  });
});
