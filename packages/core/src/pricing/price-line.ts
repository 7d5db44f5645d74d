import { decimalFormat } from '../format/decimal-format.js';
import { roundHalfAwayFromZero } from './decimal-rounding.js';
import { type Money, minorUnitDigits, moneyToMajor } from './money.js';

const WHOLE_AMOUNT = decimalFormat({ maximumFractionDigits: 0 });
const CENTS_AMOUNT = decimalFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The catalogue's price line (spec §2, /Carbon): dollar sign, amount, currency, then 'per tonne CO2',
 * e.g. `$14 USD per tonne CO2`, `$12.50 USD per tonne CO2`. `price` is in major units per tonne;
 * whole amounts show no decimals, others two (rounded half away from zero).
 * Throws RangeError for a non-finite price (the HTTP contract guarantees a number).
 */
export function formatPriceLine(price: number, currency: string): string {
  if (!Number.isFinite(price)) throw new RangeError(`price must be finite, got ${price}`);
  const rounded = roundHalfAwayFromZero(price, 2);
  const format = Number.isInteger(rounded) ? WHOLE_AMOUNT : CENTS_AMOUNT;
  const sign = rounded < 0 ? '-' : '';
  const code = currency.trim().toUpperCase();
  const currencyPart = code === '' ? '' : ` ${code}`;
  return `${sign}$${format.format(Math.abs(rounded))}${currencyPart} per tonne CO2`;
}

// The symbols en-US shows for the currencies the site prices in (decimalFormat's reason); any
// other currency is formatted by Intl.
const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', INR: '₹' };

/** A total for display, en-US style with the currency's symbol and minor-unit digits, e.g. `$1,234.50`, `₹1,727.75`, `¥1,235`. */
export function formatMoney(money: Money): string {
  const digits = minorUnitDigits(money.currency);
  const amount = moneyToMajor(money);
  const symbol = SYMBOLS[money.currency];
  if (symbol === undefined) {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  }
  const number = decimalFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}${symbol}${number.format(Math.abs(amount))}`;
}
