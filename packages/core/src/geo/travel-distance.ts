import type { TourismTransport } from '../emissions/estimator-line.js';
import { roundHalfAwayFromZero } from '../pricing/decimal-rounding.js';
import { type GeoPoint, greatCircleKm } from './great-circle.js';

// Offline travel distances from great-circle distance; docs/methodology.md §5 gives the sources.

/**
 * Flights: flown distance per kilometre of great-circle distance, a multiplier (+8 % for indirect
 * routing, holding and delays; DESNZ, 2024 GHG conversion factors methodology paper).
 */
export const FLIGHT_GREAT_CIRCLE_UPLIFT = 1.08;

/**
 * Cars: road distance per kilometre of great-circle distance, a multiplier (middle of the 1.2–1.3
 * range of national road circuity factors in Ballou, Rahardja and Sakai, Transportation Research
 * Part A 36, 2002).
 */
export const ROAD_CIRCUITY_FACTOR = 1.25;

/**
 * Boats: sailed distance per kilometre of great-circle distance, a multiplier (+15 %, the sea
 * distance adjustment factor of the GLEC Framework for logistics emissions, Smart Freight Centre).
 */
export const SEA_ROUTING_FACTOR = 1.15;

/** Travelled distance per kilometre of great-circle distance, by Tourism & Travel transport (a multiplier). */
export const TRAVEL_DISTANCE_FACTORS: Readonly<Record<TourismTransport, number>> = {
  Flight: FLIGHT_GREAT_CIRCLE_UPLIFT,
  Car: ROAD_CIRCUITY_FACTOR,
  Boat: SEA_ROUTING_FACTOR,
};

/** Kilometres rounded half away from zero to 0.1 km, the precision of every distance we answer. */
export function roundKmToTenth(km: number): number {
  return roundHalfAwayFromZero(km, 1);
}

/** Estimated travel distance between two points by a transport, in kilometres rounded to 0.1 km. */
export function travelDistanceKm(
  from: GeoPoint,
  to: GeoPoint,
  transport: TourismTransport,
): number {
  return roundKmToTenth(greatCircleKm(from, to) * TRAVEL_DISTANCE_FACTORS[transport]);
}
