import {
  BOATING_TONNES_PER_KM,
  BOATING_TONNES_PER_PASSENGER_METRE,
  EVENT_TONNES_PER_ATTENDEE_HOUR,
  EVENT_TONNES_PER_ENERGY_UNIT,
  HOTEL_TONNES_PER_ENERGY_UNIT,
  HOTEL_TONNES_PER_NIGHT_STAR,
  TOURISM_TONNES_PER_KM,
} from './emission-factors.js';
import { gramsPerUnit, gramsToTonnes } from './emission-grams.js';
import type { EstimatorLine, TourismTransport } from './estimator-line.js';

// The spec's factors (in tonnes) as whole grams: products of them with the user's numbers are
// rounded to the gram once per line, so sums stay exact and no float noise reaches the tonnes.
const TOURISM_GRAMS_PER_KM: Readonly<Record<TourismTransport, number>> = {
  Flight: gramsPerUnit(TOURISM_TONNES_PER_KM.Flight),
  Boat: gramsPerUnit(TOURISM_TONNES_PER_KM.Boat),
  Car: gramsPerUnit(TOURISM_TONNES_PER_KM.Car),
};
const BOATING_GRAMS_PER_KM = gramsPerUnit(BOATING_TONNES_PER_KM);
const BOATING_GRAMS_PER_PASSENGER_METRE = gramsPerUnit(BOATING_TONNES_PER_PASSENGER_METRE);
const EVENT_GRAMS_PER_ATTENDEE_HOUR = gramsPerUnit(EVENT_TONNES_PER_ATTENDEE_HOUR);
const EVENT_GRAMS_PER_ENERGY_UNIT = gramsPerUnit(EVENT_TONNES_PER_ENERGY_UNIT);
const HOTEL_GRAMS_PER_NIGHT_STAR = gramsPerUnit(HOTEL_TONNES_PER_NIGHT_STAR);
const HOTEL_GRAMS_PER_ENERGY_UNIT = gramsPerUnit(HOTEL_TONNES_PER_ENERGY_UNIT);

// A number the user has not typed, or has typed invalidly (negative, NaN, ±Infinity), counts as 0,
// so a half-filled form shows a running total and no input can make the total negative.
function countable(value: number | null): number {
  return value !== null && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Grams CO2 of a trip, whole: km × the transport's factor. */
export function tourismGrams(transport: TourismTransport, km: number | null): number {
  return Math.round(countable(km) * TOURISM_GRAMS_PER_KM[transport]);
}

/** Grams CO2 of a boat trip, whole: km × 300 + passengers × length (metres) × 2,000. */
export function boatingGrams(
  km: number | null,
  passengers: number | null,
  length: number | null,
): number {
  return Math.round(
    countable(km) * BOATING_GRAMS_PER_KM +
      countable(passengers) * countable(length) * BOATING_GRAMS_PER_PASSENGER_METRE,
  );
}

/** Grams CO2 of an event, whole: attendees × hours × 5,000 + energy × 700. */
export function eventGrams(
  attendees: number | null,
  hours: number | null,
  energy: number | null,
): number {
  return Math.round(
    countable(attendees) * countable(hours) * EVENT_GRAMS_PER_ATTENDEE_HOUR +
      countable(energy) * EVENT_GRAMS_PER_ENERGY_UNIT,
  );
}

/** Grams CO2 of a hotel stay, whole: nights × rating × 10,000 + energy × 500. */
export function hotelGrams(
  nights: number | null,
  rating: number | null,
  energy: number | null,
): number {
  return Math.round(
    countable(nights) * countable(rating) * HOTEL_GRAMS_PER_NIGHT_STAR +
      countable(energy) * HOTEL_GRAMS_PER_ENERGY_UNIT,
  );
}

/** Grams CO2 of one estimator line, whole (estimateLineTonnes × 1,000,000). */
export function estimateLineGrams(line: EstimatorLine): number {
  switch (line.mode) {
    case 'tourism':
      return line.transport === null ? 0 : tourismGrams(line.transport, line.km);
    case 'boating':
      return boatingGrams(line.km, line.passengers, line.length);
    case 'events':
      return eventGrams(line.attendees, line.hours, line.energy);
    case 'hotels':
      return hotelGrams(line.nights, line.rating, line.energy);
  }
}

/**
 * Tonnes CO2 of one estimator line (spec §9): tourism km × factor of the chosen transport (0 until one
 * is chosen); boating km × 0.0003 + passengers × length (metres) × 0.002; events attendees × hours ×
 * 0.005 + energy × 0.0007; hotels nights × rating × 0.01 + energy × 0.0005. Counted in whole grams, so it has at most
 * ESTIMATE_TONNES_DECIMALS decimals. Never negative.
 */
export function estimateLineTonnes(line: EstimatorLine): number {
  return gramsToTonnes(estimateLineGrams(line));
}
