import { roundHalfAwayFromZero } from '../pricing/decimal-rounding.js';

/**
 * How the rupee calculator's checkout, which is charged in US dollars, is said in rupees: one
 * fixed rate, with where it comes from, shown beside every converted figure.
 */
export const RUPEE_CONVERSION = {
  /** Indian rupees for one US dollar. */
  inrPerUsd: 88,
  /** Where the rate comes from, as the page states it. */
  source: 'NetZero Market’s fixed rate for showing dollar prices in rupees, not a live market rate',
} as const;

/** Rupees (to the paisa) for an amount in US cents at RUPEE_CONVERSION.inrPerUsd. */
export function usdCentsToInr(cents: number): number {
  return roundHalfAwayFromZero((cents * RUPEE_CONVERSION.inrPerUsd) / 100, 2);
}

/** US cents (rounded to the cent) for an amount in rupees at RUPEE_CONVERSION.inrPerUsd. */
export function inrToUsdCents(rupees: number): number {
  return Math.round(roundHalfAwayFromZero((rupees * 100) / RUPEE_CONVERSION.inrPerUsd, 6));
}
