import type { TourismTransport } from './estimator-line.js';

// Every factor below is the spec's (§9), kept as given; docs/methodology.md compares them with
// public references.

/** Flight, in tonnes CO2 per kilometre travelled (spec §9). */
export const FLIGHT_TONNES_PER_KM = 0.00015;

/** Car, in tonnes CO2 per kilometre travelled (spec §9). */
export const CAR_TONNES_PER_KM = 0.00021;

/** Boat (a Tourism & Travel line), in tonnes CO2 per kilometre travelled (spec §9). */
export const BOAT_TONNES_PER_KM = 0.00025;

/** Events, in tonnes CO2 per attendee per hour (spec §9). */
export const EVENT_TONNES_PER_ATTENDEE_HOUR = 0.005;

/** Events, in tonnes CO2 per venue energy unit (spec §9). */
export const EVENT_TONNES_PER_ENERGY_UNIT = 0.0007;

/** Hotels, in tonnes CO2 per room night per star of rating (spec §9). */
export const HOTEL_TONNES_PER_NIGHT_STAR = 0.01;

/** Hotels, in tonnes CO2 per energy unit (spec §9). */
export const HOTEL_TONNES_PER_ENERGY_UNIT = 0.0005;

/** Boating, in tonnes CO2 per kilometre sailed (spec §9). */
export const BOATING_TONNES_PER_KM = 0.0003;

/** Boating, in tonnes CO2 per passenger per metre of boat length, once per line whatever the distance (spec §9). */
export const BOATING_TONNES_PER_PASSENGER_METRE = 0.002;

/** Tonnes CO2 per kilometre of each Tourism & Travel transport (spec §9). */
export const TOURISM_TONNES_PER_KM: Readonly<Record<TourismTransport, number>> = {
  Flight: FLIGHT_TONNES_PER_KM,
  Boat: BOAT_TONNES_PER_KM,
  Car: CAR_TONNES_PER_KM,
};
