import {
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
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import styles from './estimate-summary.module.css';

const COPY = BUSINESS_COPY.estimator.method;

// The factors are in tonnes; people read kilograms more easily.
const kg = (tonnes: number) => roundHalfAwayFromZero(tonnes * 1000, 3);

const FACTORS = {
  flightKg: kg(FLIGHT_TONNES_PER_KM),
  carKg: kg(CAR_TONNES_PER_KM),
  boatingKg: kg(BOATING_TONNES_PER_KM),
  boatingLengthKg: kg(BOATING_TONNES_PER_PASSENGER_METRE),
  eventKg: kg(EVENT_TONNES_PER_ATTENDEE_HOUR),
  eventEnergyKg: kg(EVENT_TONNES_PER_ENERGY_UNIT),
  hotelKg: kg(HOTEL_TONNES_PER_NIGHT_STAR),
  hotelEnergyKg: kg(HOTEL_TONNES_PER_ENERGY_UNIT),
};

/** The factors behind the estimate, from the core's constants, in a disclosure. */
export function EstimateMethod() {
  return (
    <details className={styles.method}>
      <summary className={styles.methodSummary}>{COPY.heading}</summary>
      <ul className={styles.methodList}>
        {COPY.items.map((item) => (
          <li key={item}>{fillCopy(item, FACTORS)}</li>
        ))}
      </ul>
    </details>
  );
}
