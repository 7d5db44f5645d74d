import type { EstimatorLine } from './estimator-line.js';

/** One term of a line's tonnes: the factor constant it multiplies and the line's numbers it multiplies them by. */
export interface LineFactorTerm {
  /** The factor's constant name, a key of FACTOR_SOURCES (e.g. 'FLIGHT_TONNES_PER_KM'). */
  readonly constant: string;
  /** The line's inputs in the order the formula reads them (km; passengers, length; …); 0 where not given. */
  readonly inputs: readonly number[];
}

const TOURISM_CONSTANTS = {
  Flight: 'FLIGHT_TONNES_PER_KM',
  Boat: 'BOAT_TONNES_PER_KM',
  Car: 'CAR_TONNES_PER_KM',
} as const;

// As estimateLineGrams counts them: a number not typed, or typed invalidly, is 0.
function countable(value: number | null): number {
  return value !== null && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The factors a line's tonnes come from, one term per product of spec §9's formula (a tourism
 * line without a transport has none): Σ inputs' product × factor is the line's tonnes.
 */
export function lineFactorTerms(line: EstimatorLine): readonly LineFactorTerm[] {
  switch (line.mode) {
    case 'tourism':
      return line.transport === null
        ? []
        : [{ constant: TOURISM_CONSTANTS[line.transport], inputs: [countable(line.km)] }];
    case 'boating':
      return [
        { constant: 'BOATING_TONNES_PER_KM', inputs: [countable(line.km)] },
        {
          constant: 'BOATING_TONNES_PER_PASSENGER_METRE',
          inputs: [countable(line.passengers), countable(line.length)],
        },
      ];
    case 'events':
      return [
        {
          constant: 'EVENT_TONNES_PER_ATTENDEE_HOUR',
          inputs: [countable(line.attendees), countable(line.hours)],
        },
        { constant: 'EVENT_TONNES_PER_ENERGY_UNIT', inputs: [countable(line.energy)] },
      ];
    case 'hotels':
      return [
        {
          constant: 'HOTEL_TONNES_PER_NIGHT_STAR',
          inputs: [countable(line.nights), countable(line.rating)],
        },
        { constant: 'HOTEL_TONNES_PER_ENERGY_UNIT', inputs: [countable(line.energy)] },
      ];
  }
}
