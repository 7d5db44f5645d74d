import { describe, expect, it } from 'vitest';
import { formatMoney, formatPriceLine } from './price-line.js';

describe('formatPriceLine', () => {
  it('shows whole amounts without decimals', () => {
    expect(formatPriceLine(14, 'USD')).toBe('$14 USD per tonne CO2');
  });

  it('shows other amounts with two decimals, rounded half away from zero', () => {
    expect(formatPriceLine(12.5, 'USD')).toBe('$12.50 USD per tonne CO2');
    expect(formatPriceLine(1.005, 'USD')).toBe('$1.01 USD per tonne CO2');
    expect(formatPriceLine(12.999, 'USD')).toBe('$13 USD per tonne CO2');
  });

  it('groups thousands en-US style', () => {
    expect(formatPriceLine(1727.75, 'INR')).toBe('$1,727.75 INR per tonne CO2');
  });

  it('upper-cases the currency and leaves it out when blank', () => {
    expect(formatPriceLine(18, 'usd')).toBe('$18 USD per tonne CO2');
    expect(formatPriceLine(18, ' ')).toBe('$18 per tonne CO2');
  });

  it('puts the sign of a negative amount before the dollar sign', () => {
    expect(formatPriceLine(-5, 'USD')).toBe('-$5 USD per tonne CO2');
  });

  it('rejects a non-finite price', () => {
    expect(() => formatPriceLine(Number.NaN, 'USD')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('formats totals en-US style with the currency symbol and minor-unit digits', () => {
    expect(formatMoney({ amountMinor: 123450, currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney({ amountMinor: 172775, currency: 'INR' })).toBe('₹1,727.75');
    expect(formatMoney({ amountMinor: 1235, currency: 'JPY' })).toBe('¥1,235');
    // ICU puts a no-break space between a code-style symbol and the amount.
    expect(formatMoney({ amountMinor: 1001, currency: 'KWD' })).toBe('KWD\u00a01.001');
    expect(formatMoney({ amountMinor: -500, currency: 'USD' })).toBe('-$5.00');
  });
});
