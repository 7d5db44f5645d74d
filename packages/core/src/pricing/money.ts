import { err, ok, type Result } from '../shared/result.js';
import { roundToScaledInteger } from './decimal-rounding.js';

/** An amount of money as a whole number of minor units (cents for USD, paise for INR, yen for JPY) in an ISO 4217 currency. */
export type Money = {
  /** Integer count of the currency's minor unit (e.g. cents). */
  readonly amountMinor: number;
  /** Upper-case ISO 4217 code, e.g. 'USD'. */
  readonly currency: string;
};

/** Why two amounts could not be combined: they are in different currencies. */
export type MoneyError = {
  readonly code: 'MONEY.CURRENCY_MISMATCH';
  /** Currency of the left-hand (or first) amount. */
  readonly expected: string;
  /** Currency of the amount that did not match. */
  readonly received: string;
};

// ISO 4217 currencies whose minor unit is not the usual hundredth.
const ZERO_DIGIT_CURRENCIES = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'UYI',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DIGIT_CURRENCIES = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);
const FOUR_DIGIT_CURRENCIES = new Set(['CLF', 'UYW']);

function normaliseCurrency(currency: string): string {
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) {
    throw new RangeError(`not an ISO 4217 currency code: '${currency}'`);
  }
  return code;
}

function checkedMoney(amountMinor: number, currency: string): Money {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`amount out of range: ${amountMinor} minor units of ${currency}`);
  }
  return { amountMinor: amountMinor === 0 ? 0 : amountMinor, currency };
}

/** Decimal digits of a currency's minor unit per ISO 4217: 2 by default, 0 for JPY/KRW and the like, 3 for KWD/BHD and the like. */
export function minorUnitDigits(currency: string): number {
  const code = currency.trim().toUpperCase();
  if (ZERO_DIGIT_CURRENCIES.has(code)) return 0;
  if (THREE_DIGIT_CURRENCIES.has(code)) return 3;
  if (FOUR_DIGIT_CURRENCIES.has(code)) return 4;
  return 2;
}

/**
 * Money from an amount in major units (e.g. dollars), rounded half away from zero to the minor unit.
 * Throws RangeError for a non-finite amount or a malformed currency code: callers validate input first.
 */
export function moneyFromMajor(amount: number, currency: string): Money {
  const code = normaliseCurrency(currency);
  if (!Number.isFinite(amount)) throw new RangeError(`amount must be finite, got ${amount}`);
  return checkedMoney(roundToScaledInteger(amount, minorUnitDigits(code)), code);
}

/** The amount in major units (e.g. dollars, with cents as the fraction). */
export function moneyToMajor(money: Money): number {
  return money.amountMinor / 10 ** minorUnitDigits(money.currency);
}

/** Zero in a currency. */
export function zeroMoney(currency: string): Money {
  return checkedMoney(0, normaliseCurrency(currency));
}

/** The sum of two amounts of the same currency; a currency mismatch is an error value, not an exception. */
export function addMoney(left: Money, right: Money): Result<Money, MoneyError> {
  if (left.currency !== right.currency) {
    return err({
      code: 'MONEY.CURRENCY_MISMATCH',
      expected: left.currency,
      received: right.currency,
    });
  }
  return ok(checkedMoney(left.amountMinor + right.amountMinor, left.currency));
}

/** The sum of amounts that must all be in `currency` (zero for an empty list). */
export function sumMoney(amounts: readonly Money[], currency: string): Result<Money, MoneyError> {
  let total = zeroMoney(currency);
  for (const amount of amounts) {
    const sum = addMoney(total, amount);
    if (!sum.ok) return sum;
    total = sum.value;
  }
  return ok(total);
}

/** An amount times a whole quantity (e.g. a price per tonne times whole tonnes); throws RangeError for a non-integer quantity. */
export function multiplyMoney(money: Money, quantity: number): Money {
  if (!Number.isInteger(quantity)) {
    throw new RangeError(`quantity must be an integer, got ${quantity}`);
  }
  return checkedMoney(money.amountMinor * quantity, money.currency);
}
