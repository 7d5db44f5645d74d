import {
  type EstimatorLine,
  HOTEL_RATING_MAX_STARS,
  HOTEL_RATING_MIN_STARS,
} from '../emissions/estimator-line.js';
import type { MessageCode } from '../messages/catalogue.js';
import { type FieldErrors, hasErrors } from './field-errors.js';

/** A field of an estimator line that the user fills in. */
export type EstimatorLineField =
  | 'transport'
  | 'km'
  | 'passengers'
  | 'length'
  | 'attendees'
  | 'hours'
  | 'energy'
  | 'nights'
  | 'rating';

/** The message code of each incomplete field of one estimator line; empty when the line is complete. */
export type EstimatorLineErrors = FieldErrors<EstimatorLineField>;

function isPositive(value: number | null): boolean {
  return value !== null && Number.isFinite(value) && value > 0;
}

// The rating is picked from 1–5 stars, so only those whole numbers are valid.
function isStarRating(value: number | null): boolean {
  return (
    value !== null &&
    Number.isInteger(value) &&
    value >= HOTEL_RATING_MIN_STARS &&
    value <= HOTEL_RATING_MAX_STARS
  );
}

function collect(
  checks: ReadonlyArray<readonly [EstimatorLineField, boolean, MessageCode]>,
): EstimatorLineErrors {
  const errors: EstimatorLineErrors = {};
  for (const [field, valid, code] of checks) {
    if (!valid) errors[field] = code;
  }
  return errors;
}

/**
 * What is missing from one estimator line (spec §5): tourism needs a transport and km > 0; boating
 * km, passengers and length (metres) > 0; events attendees, hours and energy > 0; hotels nights > 0,
 * a 1–5 star rating and energy > 0. Numbers must be finite.
 */
export function validateEstimatorLine(line: EstimatorLine): EstimatorLineErrors {
  switch (line.mode) {
    case 'tourism':
      return collect([
        ['transport', line.transport !== null, 'ESTIMATOR.MODE_REQUIRED'],
        ['km', isPositive(line.km), 'ESTIMATOR.KM_REQUIRED'],
      ]);
    case 'boating':
      return collect([
        ['km', isPositive(line.km), 'ESTIMATOR.KM_REQUIRED'],
        ['passengers', isPositive(line.passengers), 'ESTIMATOR.PASSENGERS_REQUIRED'],
        ['length', isPositive(line.length), 'ESTIMATOR.LENGTH_REQUIRED'],
      ]);
    case 'events':
      return collect([
        ['attendees', isPositive(line.attendees), 'ESTIMATOR.ATTENDEES_REQUIRED'],
        ['hours', isPositive(line.hours), 'ESTIMATOR.HOURS_REQUIRED'],
        ['energy', isPositive(line.energy), 'ESTIMATOR.ENERGY_REQUIRED'],
      ]);
    case 'hotels':
      return collect([
        ['nights', isPositive(line.nights), 'ESTIMATOR.NIGHTS_REQUIRED'],
        ['rating', isStarRating(line.rating), 'ESTIMATOR.RATING_REQUIRED'],
        ['energy', isPositive(line.energy), 'ESTIMATOR.ENERGY_REQUIRED'],
      ]);
  }
}

/** Whether an estimator line has every field it needs. */
export function isEstimatorLineComplete(line: EstimatorLine): boolean {
  return !hasErrors(validateEstimatorLine(line));
}
