import { describe, expect, it } from 'vitest';
import {
  DIRECT_CHECKOUT_PRODUCT_ID,
  ONE_TIME_PRICE_USD_PER_TONNE,
  suggestedQuantityTonnes,
} from './one-time-offer.js';

describe('one-time offer', () => {
  it('uses the spec constants', () => {
    expect(ONE_TIME_PRICE_USD_PER_TONNE).toBe(14);
    expect(DIRECT_CHECKOUT_PRODUCT_ID).toBe(1);
  });

  it('suggests the estimate rounded up to whole tonnes', () => {
    expect(suggestedQuantityTonnes(4.2)).toBe(5);
    expect(suggestedQuantityTonnes(5)).toBe(5);
    expect(suggestedQuantityTonnes(5.000001)).toBe(6); // one gram over
  });

  it('ignores float noise below a gram', () => {
    expect(suggestedQuantityTonnes((0.1 + 0.2) * 10)).toBe(3); // 3.0000000000000004
    expect(suggestedQuantityTonnes(5.0000004)).toBe(5);
  });

  it('suggests at least 1 tonne, also for zero, negative or non-finite estimates', () => {
    for (const estimate of [0, 0.2, -3, Number.NaN, Infinity]) {
      expect(suggestedQuantityTonnes(estimate)).toBe(1);
    }
  });
});
