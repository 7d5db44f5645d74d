import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DecimalFormatOptions, decimalFormat } from './decimal-format.js';

// The option sets the site formats with (prices, tonnes, kilometres, factors, shares).
const OPTIONS: readonly DecimalFormatOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 3 },
  { maximumFractionDigits: 6 },
  { maximumFractionDigits: 10 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { maximumSignificantDigits: 3 },
];

const VALUES = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e25, max: 1e25 }),
  fc.double({ noNaN: true, min: -1e-3, max: 1e-3 }),
  fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1000 + 0.0005),
  fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 9.995, 999.5, 1e21, 123456789.125, Number.MAX_VALUE),
);

describe('decimalFormat: Intl.NumberFormat en-US, without starting ICU', () => {
  it.each(OPTIONS)('formats as Intl does with %o', (options) => {
    const ours = decimalFormat(options);
    const intl = new Intl.NumberFormat('en-US', options);
    fc.assert(
      fc.property(VALUES, (value) => {
        expect(ours.format(value)).toBe(intl.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds half away from zero on the shortest decimal, as ICU does', () => {
    const cents = decimalFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(cents.format(1.005)).toBe('1.01');
    expect(cents.format(-2.675)).toBe('-2.68');
    expect(cents.format(999999.995)).toBe('1,000,000.00');
    expect(decimalFormat({ maximumFractionDigits: 0 }).format(-0.4)).toBe('-0');
    expect(decimalFormat({ maximumSignificantDigits: 3 }).format(0.000123456)).toBe('0.000123');
  });
});
