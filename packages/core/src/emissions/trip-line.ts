import type { BoatingLine, TourismLine, TourismTransport } from './estimator-line.js';

/** A trip as the page and the detailed-estimate file give it; numbers are null when not given. */
export interface TripInput {
  readonly transport: TourismTransport | null;
  readonly from: string;
  readonly to: string;
  /** Distance travelled, in kilometres. */
  readonly km: number | null;
  /** People on board (Boat only, optional), a count. */
  readonly passengers: number | null;
  /** Length of the boat (Boat only, optional), in metres. */
  readonly length: number | null;
}

/** Whether a Boat trip describes its boat (passengers or length given), so that the boating formula applies. */
export function describesBoat(trip: TripInput): boolean {
  return trip.transport === 'Boat' && (trip.passengers !== null || trip.length !== null);
}

/**
 * The estimator line of a trip, the one rule for Boat (spec §9): a Boat trip is km × 0.00025 t/km
 * unless passengers or length is given; then it is the boating variant, km × 0.0003 t/km +
 * passengers × length (metres) × 0.002 t, and needs all three above 0. Other transports ignore
 * passengers and length.
 */
export function tripLine(trip: TripInput): TourismLine | BoatingLine {
  if (describesBoat(trip)) {
    return { mode: 'boating', km: trip.km, passengers: trip.passengers, length: trip.length };
  }
  return { mode: 'tourism', transport: trip.transport, from: trip.from, to: trip.to, km: trip.km };
}
