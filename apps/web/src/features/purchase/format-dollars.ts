import {
  CHECKOUT_CURRENCY,
  formatMoney,
  type Money,
  moneyFromMajor,
  multiplyMoney,
} from '@netzero/core';

/** An amount in dollars for display, e.g. `$1,234.50`. */
export function formatDollars(amount: number): string {
  return formatMoney(moneyFromMajor(amount, CHECKOUT_CURRENCY));
}

/** Whole tonnes times a price per tonne (dollars), or null when the product cannot be shown. */
export function totalForTonnes(pricePerTonne: number, tonnes: number): Money | null {
  if (!Number.isSafeInteger(tonnes) || tonnes < 1) return null;
  try {
    return multiplyMoney(moneyFromMajor(pricePerTonne, CHECKOUT_CURRENCY), tonnes);
  } catch {
    // Beyond the safe-integer range of cents: too large to be a real order.
    return null;
  }
}
