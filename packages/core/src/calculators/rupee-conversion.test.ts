import { describe, expect, it } from 'vitest';
import { inrToUsdCents, RUPEE_CONVERSION, usdCentsToInr } from './rupee-conversion.js';

describe('RUPEE_CONVERSION', () => {
  it('is one stated rate with its source', () => {
    expect(RUPEE_CONVERSION.inrPerUsd).toBe(88);
    expect(RUPEE_CONVERSION.source).toMatch(/fixed rate/);
  });

  it('says a dollar charge in rupees, and back', () => {
    expect(usdCentsToInr(7000)).toBe(6160);
    expect(usdCentsToInr(1)).toBe(0.88);
    expect(inrToUsdCents(1727.75)).toBe(1963);
  });
});
