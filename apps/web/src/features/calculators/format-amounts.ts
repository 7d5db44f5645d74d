import { decimalFormat, formatMoney, moneyFromMajor } from '@netzero/core';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';

const KM = decimalFormat({ maximumFractionDigits: 1 });

/** A distance for display, e.g. '12,000 km'. */
export function formatKm(km: number): string {
  return fillCopy(CALCULATORS_COPY.units.km, { value: KM.format(km) });
}

/** An amount of a currency (ISO 4217) for display, e.g. '$21.06' or '₹1,727.75'. */
export function formatAmount(amount: number, currency: 'USD' | 'INR'): string {
  return formatMoney(moneyFromMajor(amount, currency));
}

const WHOLE = decimalFormat({ maximumFractionDigits: 0 });

/** A whole-dollar amount without cents, e.g. '$6' (donations, presets of prices). */
export function formatWholeUsd(amount: number): string {
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${WHOLE.format(Math.abs(amount))}`;
}
