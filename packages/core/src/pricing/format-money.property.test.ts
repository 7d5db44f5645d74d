import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './price-line.js';

describe('formatMoney in the currencies the site prices in: as Intl, without starting ICU', () => {
  it.each(['USD', 'INR'])('%s', (currency) => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amountMinor) => {
        expect(formatMoney({ amountMinor, currency })).toBe(intl.format(amountMinor / 100));
      }),
      { numRuns: 2000 },
    );
  });
});
