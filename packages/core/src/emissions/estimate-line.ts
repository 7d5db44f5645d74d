import {
  BOATING_TONNES_PER_KM,
  BOATING_TONNES_PER_PASSENGER_METRE,
  EVENT_TONNES_PER_ATTENDEE_HOUR,
  EVENT_TONNES_PER_ENERGY_UNIT,
  HOTEL_TONNES_PER_ENERGY_UNIT,
  HOTEL_TONNES_PER_NIGHT_STAR,
  TOURISM_TONNES_PER_KM,
} from './emission-factors.js';
import type { EstimatorLine, TourismTransport } from './estimator-line.js';

// A number the user has not typed, or has typed invalidly (negative, NaN, ±Infinity), counts as 0,
// so a half-filled form shows a running total and no input can make the total negative.
function countable(value: number | null): number {
  return value !== null && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Tonnes CO2 of a trip: km × the transport's factor. */
export function tourismTonnes(transport: TourismTransport, km: number | null): number {
  return countable(km) * TOURISM_TONNES_PER_KM[transport];
}

/** Tonnes CO2 of a boat trip: km × 0.0003 + passengers × length (metres) × 0.002. */
export function boatingTonnes(
  km: number | null,
  passengers: number | null,
  length: number | null,
): number {
  return (
    countable(km) * BOATING_TONNES_PER_KM +
    countable(passengers) * countable(length) * BOATING_TONNES_PER_PASSENGER_METRE
  );
}

/** Tonnes CO2 of an event: attendees × hours × 0.005 + energy × 0.0007. */
export function eventTonnes(
  attendees: number | null,
  hours: number | null,
  energy: number | null,
): number {
  return (
    countable(attendees) * countable(hours) * EVENT_TONNES_PER_ATTENDEE_HOUR +
    countable(energy) * EVENT_TONNES_PER_ENERGY_UNIT
  );
}

/** Tonnes CO2 of a hotel stay: nights × rating × 0.01 + energy × 0.0005. */
export function hotelTonnes(
  nights: number | null,
  rating: number | null,
  energy: number | null,
): number {
  return (
    countable(nights) * countable(rating) * HOTEL_TONNES_PER_NIGHT_STAR +
    countable(energy) * HOTEL_TONNES_PER_ENERGY_UNIT
  );
}

/**
 * Tonnes CO2 of one estimator line (spec §9): tourism km × factor of the chosen transport (0 until one
 * is chosen); boating km × 0.0003 + passengers × length (metres) × 0.002; events attendees × hours ×
 * 0.005 + energy × 0.0007; hotels nights × rating × 0.01 + energy × 0.0005. Never negative.
 */
export function estimateLineTonnes(line: EstimatorLine): number {
  switch (line.mode) {
    case 'tourism':
      return line.transport === null ? 0 : tourismTonnes(line.transport, line.km);
    case 'boating':
      return boatingTonnes(line.km, line.passengers, line.length);
    case 'events':
      return eventTonnes(line.attendees, line.hours, line.energy);
    case 'hotels':
      return hotelTonnes(line.nights, line.rating, line.energy);
  }
}
