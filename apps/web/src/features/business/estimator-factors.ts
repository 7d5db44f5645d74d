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
  roundHalfAwayFromZero,
} from '@netzero/core';

// The factors are in tonnes; people read kilograms more easily.
const kg = (tonnes: number) => roundHalfAwayFromZero(tonnes * 1000, 3);

/** The core's estimator factors in kilograms, named as the copy's placeholders name them. */
export const FACTORS_KG = {
  flightKg: kg(FLIGHT_TONNES_PER_KM),
  carKg: kg(CAR_TONNES_PER_KM),
  boatKg: kg(BOAT_TONNES_PER_KM),
  boatingKg: kg(BOATING_TONNES_PER_KM),
  boatingLengthKg: kg(BOATING_TONNES_PER_PASSENGER_METRE),
  eventKg: kg(EVENT_TONNES_PER_ATTENDEE_HOUR),
  eventEnergyKg: kg(EVENT_TONNES_PER_ENERGY_UNIT),
  hotelKg: kg(HOTEL_TONNES_PER_NIGHT_STAR),
  hotelEnergyKg: kg(HOTEL_TONNES_PER_ENERGY_UNIT),
};
