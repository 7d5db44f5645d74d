import { suggestedQuantityTonnes } from '../calculators/one-time-offer.js';

// The limits the shop's checkout applies to one order (the server imports them from here, so the
// pages never offer what it would refuse). Figures and reasons: docs/security.md 'Holds'.

/**
 * Most tonnes one line of a cart or order may hold (the contract's Tonnes bound). Not named
 * TONNES_PER_…, the names of emission factors (factor-sources.test.ts looks for those).
 */
export const MAX_LINE_TONNES = 1_000_000;
/** Largest order total, in cents: the most a card processor (Stripe) takes in one USD charge. */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;
/** Tonnes one order, and one client's unpaid orders together, may reserve before paying. */
export const MAX_UNPAID_TONNES = 2_000;

/**
 * The most whole tonnes one order at `priceCentsPerTonne` may hold: the smallest of the per-line
 * bound, the unpaid-hold limit and the largest total a card takes (at least 1, as the shop sells
 * whole tonnes; a project's own stock may still be smaller).
 */
export function largestOrderTonnes(priceCentsPerTonne: number): number {
  const byTotal =
    Number.isFinite(priceCentsPerTonne) && priceCentsPerTonne > 0
      ? Math.floor(MAX_ORDER_TOTAL_CENTS / priceCentsPerTonne)
      : MAX_LINE_TONNES;
  return Math.max(1, Math.min(MAX_LINE_TONNES, MAX_UNPAID_TONNES, byTotal));
}

/** What the site may offer to buy for an estimate: whole tonnes, and whether the cap cut them. */
export interface OrderOffer {
  /** Tonnes the estimate asks for, rounded up (suggestedQuantityTonnes). */
  readonly estimateTonnes: number;
  /** Tonnes one order can buy: the estimate, or the cap when the estimate is larger. */
  readonly quantity: number;
  /** True when the estimate is larger than one order may be (a 'talk to us' case). */
  readonly capped: boolean;
  /** The cap itself, in tonnes. */
  readonly maxTonnes: number;
}

/** The one-order offer for an estimate in tonnes CO2 at `priceCentsPerTonne`: min(estimate, cap). */
export function orderOfferFor(estimateTonnes: number, priceCentsPerTonne: number): OrderOffer {
  const wanted = suggestedQuantityTonnes(estimateTonnes);
  const maxTonnes = largestOrderTonnes(priceCentsPerTonne);
  return {
    estimateTonnes: wanted,
    quantity: Math.min(wanted, maxTonnes),
    capped: wanted > maxTonnes,
    maxTonnes,
  };
}
