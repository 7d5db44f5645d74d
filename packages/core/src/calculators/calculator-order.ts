import { PERSONAL_DONATIONS } from './personal-calculator.js';

/** Donations a calculator may add to its order, in US cents: none, or one of calculator 1's ($6, $12, $24). */
export const CALCULATOR_DONATION_CENTS: readonly number[] = [
  0,
  ...PERSONAL_DONATIONS.map((donation) => Math.round(donation.amountUsd * 100)),
];

/** Whether `cents` is a donation the calculators offer (0 for none); anything else is refused. */
export function isOfferedDonationCents(cents: number): boolean {
  return CALCULATOR_DONATION_CENTS.includes(cents);
}

/** What a calculator's invest button puts in checkout: whole tonnes of one project, and a donation. */
export interface CalculatorOrder {
  /** The catalogue product the tonnes are bought from. */
  readonly productId: number;
  readonly projectName: string;
  /** Whole tonnes CO2 bought: credits are retired by the tonne, so the estimate is rounded up. */
  readonly tonnes: number;
  /** Price of one tonne, in US cents. */
  readonly unitPriceCents: number;
  /** tonnes × unitPriceCents, in US cents. */
  readonly offsetCents: number;
  /** The donation, in US cents (0 for none); its own line at checkout. */
  readonly donationCents: number;
  /** offsetCents + donationCents: what the card is charged, in US cents. */
  readonly totalCents: number;
}

/**
 * The order for `tonnes` whole tonnes of a project at `unitPriceCents` (US cents per tonne) with
 * an offered donation (US cents); null when there is nothing valid to buy (tonnes below 1 or not
 * whole, a price that is not a positive whole number of cents, or a donation not on offer).
 */
export function calculatorOrder(input: {
  readonly productId: number;
  readonly projectName: string;
  readonly tonnes: number;
  readonly unitPriceCents: number;
  readonly donationCents: number;
}): CalculatorOrder | null {
  const { tonnes, unitPriceCents, donationCents } = input;
  if (!Number.isSafeInteger(tonnes) || tonnes < 1) return null;
  if (!Number.isSafeInteger(unitPriceCents) || unitPriceCents < 1) return null;
  if (!isOfferedDonationCents(donationCents)) return null;
  const offsetCents = tonnes * unitPriceCents;
  return {
    productId: input.productId,
    projectName: input.projectName,
    tonnes,
    unitPriceCents,
    offsetCents,
    donationCents,
    totalCents: offsetCents + donationCents,
  };
}

/**
 * The query flag a calculator adds to its payment return address: once the payment is confirmed,
 * the return page shows the spec's 'Investment successful!' there, where it is true.
 */
export const CALCULATOR_RETURN_FLAG = 'invested';
