import { describe, expect, it } from 'vitest';
import { formatDollars, SITE_CURRENCY } from './site-currency.js';

describe('the site currency', () => {
  it('is US dollars, printed with cents and thousands separators', () => {
    expect(SITE_CURRENCY).toBe('USD');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(14)).toBe('$14.00');
  });
});
