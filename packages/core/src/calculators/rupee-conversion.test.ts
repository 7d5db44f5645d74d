import { describe, expect, it } from 'vitest';
import { inrToUsdCents, RUPEE_CONVERSION, usdCentsToInr } from './rupee-conversion.js';

describe('RUPEE_CONVERSION', () => {
  it('is one stated rate with its source', () => {
    // ₹1,727.75 ÷ $18 = 95.986…, to the paisa.
    expect(RUPEE_CONVERSION.inrPerUsd).toBe(95.99);
    expect(RUPEE_CONVERSION.source).toMatch(/₹1,727.75 .* \$18 per tonne/);
  });

  it('says a dollar charge in rupees, and back', () => {
    expect(usdCentsToInr(7000)).toBe(6719.3);
    expect(usdCentsToInr(1)).toBe(0.96);
    // The rupee calculator's price is calculator 1's $18.
    expect(inrToUsdCents(1727.75)).toBe(1800);
  });
});
