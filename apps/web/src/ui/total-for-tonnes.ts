import { type Money, moneyFromMajor, multiplyMoney, SITE_CURRENCY } from '@netzero/core';

/** Whole tonnes times a price per tonne (dollars), or null when the product cannot be shown. */
export function totalForTonnes(pricePerTonne: number, tonnes: number): Money | null {
  if (!Number.isSafeInteger(tonnes) || tonnes < 1) return null;
  try {
    return multiplyMoney(moneyFromMajor(pricePerTonne, SITE_CURRENCY), tonnes);
  } catch {
    // Beyond the safe-integer range of cents: too large to be a real order.
    return null;
  }
}
