import { roundHalfAwayFromZero } from '../pricing/decimal-rounding.js';

/** Fixed price of the /Onetime page, in US dollars per tonne CO2 (spec §9). */
export const ONE_TIME_PRICE_USD_PER_TONNE = 14;

/** Product id of the direct one-time checkout (spec §9). */
export const DIRECT_CHECKOUT_PRODUCT_ID = 1;

// Estimates are rounded to the gram first so that float noise (3.0000000000000004 t) does not ask
// the buyer for a fourth tonne.
const GRAM_DECIMALS = 6;

/** Whole tonnes the estimator carries into checkout: the estimate in tonnes rounded up, at least 1 (1 for a non-finite estimate). */
export function suggestedQuantityTonnes(estimateTonnes: number): number {
  if (!Number.isFinite(estimateTonnes)) return 1;
  return Math.max(1, Math.ceil(roundHalfAwayFromZero(estimateTonnes, GRAM_DECIMALS)));
}
