import fc from 'fast-check';
import { type Money, minorUnitDigits } from '../../src/pricing/money.js';

/** ISO 4217 codes covering each minor-unit size: 2 (USD, EUR, INR, GBP), 0 (JPY, KRW), 3 (KWD, BHD), 4 (CLF). */
export const currencyCode = (): fc.Arbitrary<string> =>
  fc.constantFrom('USD', 'EUR', 'INR', 'GBP', 'JPY', 'KRW', 'KWD', 'BHD', 'CLF');

/** Largest amount the arbitraries use, in minor units (10^12: far above any order, far below 2^53). */
export const MAX_MINOR = 1_000_000_000_000;

/** Money with an integer amount of minor units, within ±MAX_MINOR. */
export const money = (maxMinor: number = MAX_MINOR): fc.Arbitrary<Money> =>
  fc.record({
    amountMinor: fc.integer({ min: -maxMinor, max: maxMinor }),
    currency: currencyCode(),
  });

/** An amount in major units with the currency it is in, at most `maxMajor` in size. */
export const majorAmount = (
  maxMajor = 1_000_000_000,
): fc.Arbitrary<{ amount: number; currency: string; digits: number }> =>
  fc
    .tuple(fc.double({ min: -maxMajor, max: maxMajor, noNaN: true }), currencyCode())
    .map(([amount, currency]) => ({ amount, currency, digits: minorUnitDigits(currency) }));
