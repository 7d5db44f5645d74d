import { roundHalfAwayFromZero } from '../pricing/decimal-rounding.js';

/**
 * How the rupee calculator's checkout, which is charged in US dollars, is said in rupees: one
 * fixed rate, with where it comes from, shown beside every converted figure. The rate is the
 * spec's own: ₹1,727.75 per tonne (calculator 2) ÷ $18 per tonne (calculator 1) = ₹95.99 per
 * dollar to the paisa (docs/methodology.md §3.2), so the two calculators' prices agree.
 */
export const RUPEE_CONVERSION = {
  /** Indian rupees for one US dollar. */
  inrPerUsd: 95.99,
  /** Where the rate comes from, as the page states it. */
  source: 'the ratio of this calculator’s ₹1,727.75 to our dollar calculator’s $18 per tonne',
} as const;

/** Rupees (to the paisa) for an amount in US cents at RUPEE_CONVERSION.inrPerUsd. */
export function usdCentsToInr(cents: number): number {
  return roundHalfAwayFromZero((cents * RUPEE_CONVERSION.inrPerUsd) / 100, 2);
}

/** US cents (rounded to the cent) for an amount in rupees at RUPEE_CONVERSION.inrPerUsd. */
export function inrToUsdCents(rupees: number): number {
  return roundHalfAwayFromZero((rupees * 100) / RUPEE_CONVERSION.inrPerUsd, 0);
}
