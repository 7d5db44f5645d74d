import {
  BOATING_TONNES_PER_KM,
  BOATING_TONNES_PER_PASSENGER_METRE,
  EVENT_TONNES_PER_ATTENDEE_HOUR,
  EVENT_TONNES_PER_ENERGY_UNIT,
  HOTEL_TONNES_PER_ENERGY_UNIT,
  HOTEL_TONNES_PER_NIGHT_STAR,
  TOURISM_TONNES_PER_KM,
} from './emission-factors.js';
import type { EstimatorLine } from './estimator-line.js';

// A number the user has not typed, or has typed invalidly (negative, NaN, ±Infinity), counts as 0,
// so a half-filled form shows a running total and no input can make the total negative.
function countable(value: number | null): number {
  return value !== null && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Tonnes CO2 of one estimator line (spec §9): tourism km × factor of the chosen transport (0 until one
 * is chosen); boating km × 0.0003 + passengers × length (metres) × 0.002; events attendees × hours ×
 * 0.005 + energy × 0.0007; hotels nights × rating × 0.01 + energy × 0.0005. Never negative.
 */
export function estimateLineTonnes(line: EstimatorLine): number {
  switch (line.mode) {
    case 'tourism':
      return line.transport === null
        ? 0
        : countable(line.km) * TOURISM_TONNES_PER_KM[line.transport];
    case 'boating':
      return (
        countable(line.km) * BOATING_TONNES_PER_KM +
        countable(line.passengers) * countable(line.length) * BOATING_TONNES_PER_PASSENGER_METRE
      );
    case 'events':
      return (
        countable(line.attendees) * countable(line.hours) * EVENT_TONNES_PER_ATTENDEE_HOUR +
        countable(line.energy) * EVENT_TONNES_PER_ENERGY_UNIT
      );
    case 'hotels':
      return (
        countable(line.nights) * countable(line.rating) * HOTEL_TONNES_PER_NIGHT_STAR +
        countable(line.energy) * HOTEL_TONNES_PER_ENERGY_UNIT
      );
  }
}
