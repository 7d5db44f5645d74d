import { describe, expect, it } from 'vitest';
import {
  addMoney,
  minorUnitDigits,
  moneyFromMajor,
  moneyToMajor,
  multiplyMoney,
  sumMoney,
  zeroMoney,
} from './money.js';

describe('minorUnitDigits', () => {
  it('is 2 by default and follows ISO 4217 for the exceptions', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('INR')).toBe(2);
    expect(minorUnitDigits('jpy')).toBe(0);
    expect(minorUnitDigits('KRW')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
    expect(minorUnitDigits('CLF')).toBe(4);
  });
});

describe('moneyFromMajor', () => {
  it('rounds half away from zero to the minor unit', () => {
    expect(moneyFromMajor(12.345, 'USD')).toEqual({ amountMinor: 1235, currency: 'USD' });
    expect(moneyFromMajor(-12.345, 'USD')).toEqual({ amountMinor: -1235, currency: 'USD' });
    expect(moneyFromMajor(1.005, 'USD')).toEqual({ amountMinor: 101, currency: 'USD' });
    expect(moneyFromMajor(1234.5, 'JPY')).toEqual({ amountMinor: 1235, currency: 'JPY' });
    expect(moneyFromMajor(1.0005, 'KWD')).toEqual({ amountMinor: 1001, currency: 'KWD' });
  });

  it('normalises the currency code to upper case', () => {
    expect(moneyFromMajor(14, ' usd ')).toEqual({ amountMinor: 1400, currency: 'USD' });
  });

  it('never stores negative zero', () => {
    expect(Object.is(moneyFromMajor(-0.001, 'USD').amountMinor, 0)).toBe(true);
  });

  it('rejects malformed currencies, non-finite and out-of-range amounts', () => {
    expect(() => moneyFromMajor(1, 'US')).toThrow(RangeError);
    expect(() => moneyFromMajor(1, 'US$')).toThrow(RangeError);
    expect(() => moneyFromMajor(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => moneyFromMajor(Infinity, 'USD')).toThrow(RangeError);
    expect(() => moneyFromMajor(1e300, 'USD')).toThrow(RangeError);
  });
});

describe('moneyToMajor', () => {
  it('divides by the minor unit', () => {
    expect(moneyToMajor({ amountMinor: 123450, currency: 'USD' })).toBe(1234.5);
    expect(moneyToMajor({ amountMinor: 1235, currency: 'JPY' })).toBe(1235);
    expect(moneyToMajor({ amountMinor: 1001, currency: 'KWD' })).toBe(1.001);
  });
});

describe('addMoney and sumMoney', () => {
  it('adds amounts of one currency', () => {
    expect(addMoney(moneyFromMajor(12.5, 'USD'), moneyFromMajor(1.75, 'USD'))).toEqual({
      ok: true,
      value: { amountMinor: 1425, currency: 'USD' },
    });
  });

  it('returns a coded error, not an exception, for different currencies', () => {
    expect(addMoney(moneyFromMajor(1, 'USD'), moneyFromMajor(1, 'INR'))).toEqual({
      ok: false,
      error: { code: 'MONEY.CURRENCY_MISMATCH', expected: 'USD', received: 'INR' },
    });
  });

  it('sums a list, zero when empty, and stops at the first other currency', () => {
    expect(sumMoney([], 'usd')).toEqual({ ok: true, value: zeroMoney('USD') });
    expect(sumMoney([moneyFromMajor(14, 'USD'), moneyFromMajor(0.5, 'USD')], 'USD')).toEqual({
      ok: true,
      value: { amountMinor: 1450, currency: 'USD' },
    });
    expect(sumMoney([moneyFromMajor(14, 'USD'), moneyFromMajor(1, 'EUR')], 'USD')).toEqual({
      ok: false,
      error: { code: 'MONEY.CURRENCY_MISMATCH', expected: 'USD', received: 'EUR' },
    });
  });
});

describe('multiplyMoney', () => {
  it('multiplies by a whole quantity', () => {
    expect(multiplyMoney(moneyFromMajor(14, 'USD'), 3)).toEqual({
      amountMinor: 4200,
      currency: 'USD',
    });
    expect(multiplyMoney(moneyFromMajor(14, 'USD'), 0)).toEqual(zeroMoney('USD'));
  });

  it('rejects a fractional quantity as a programming error', () => {
    expect(() => multiplyMoney(moneyFromMajor(14, 'USD'), 1.5)).toThrow(RangeError);
  });
});
