import type { PublicReference } from './public-references.js';

/** Where a factor is used: the estimator's line kinds and the two personal calculators. */
export type FactorGroup = 'tourism' | 'boating' | 'events' | 'hotels' | 'personal' | 'rupee';

/** A public reference beside a factor, and whether it measures the same thing (so a % difference means something). */
export interface FactorComparison {
  readonly reference: PublicReference;
  readonly comparable: boolean;
}

/** What the methodology says about one of the spec's factors: value, unit, formula, source and references. */
export interface FactorSource {
  /** The constant's name in core, e.g. 'FLIGHT_TONNES_PER_KM'. */
  readonly constant: string;
  readonly group: FactorGroup;
  /** A short name for people, e.g. 'Flight'. */
  readonly label: string;
  /** The constant's value as the code holds it (spec §9). */
  readonly value: number;
  /** The unit of `value`, e.g. 't CO2 per km'. */
  readonly unit: string;
  /** The factor in kilograms CO2 per input unit, e.g. 0.15 for a flight km. */
  readonly kgPerUnit: number;
  /** The input unit of kgPerUnit, e.g. 'km', 'attendee-hour'. */
  readonly inputUnit: string;
  /** How the factor enters the line's tonnes, e.g. 'km × 0.00015'. */
  readonly formula: string;
  /** Where the value comes from. */
  readonly source: string;
  /** Whether a public reference gives a factor for the same thing (false for events per attendee-hour, boating, hotel stars). */
  readonly hasPublicSource: boolean;
  /** The public references it is compared with, the closest first. */
  readonly comparisons: readonly FactorComparison[];
  /** The comparison in plain words. */
  readonly note: string;
}

/** Where the spec's factors come from: the product specification. */
export const SPEC_FACTOR_SOURCE = 'NetZero Market product specification, §9';

/**
 * How much a factor (kg CO2 per unit) differs from a reference, in whole percent of the reference:
 * against its highest value (low) and its lowest (high); equal for a single-valued reference.
 */
export function percentDifference(
  kgPerUnit: number,
  reference: PublicReference,
): { readonly low: number; readonly high: number } {
  const against = (kg: number) => Math.round(((kgPerUnit - kg) / kg) * 100);
  return { low: against(reference.kgHigh), high: against(reference.kgLow) };
}
