import { describe, expect, it } from 'vitest';
import {
  largestOrderTonnes,
  MAX_ORDER_TOTAL_CENTS,
  MAX_UNPAID_TONNES,
  orderOfferFor,
} from './order-limits.js';

describe('largestOrderTonnes', () => {
  it('is the unpaid-hold limit at the one-time price of $14', () => {
    expect(largestOrderTonnes(1400)).toBe(MAX_UNPAID_TONNES);
  });

  it('is what the largest card charge buys at a high price', () => {
    expect(largestOrderTonnes(100_000)).toBe(999);
    expect(largestOrderTonnes(100_000) * 100_000).toBeLessThanOrEqual(MAX_ORDER_TOTAL_CENTS);
  });

  it('ignores a price that is not a positive number', () => {
    expect(largestOrderTonnes(0)).toBe(MAX_UNPAID_TONNES);
    expect(largestOrderTonnes(Number.NaN)).toBe(MAX_UNPAID_TONNES);
  });
});

describe('orderOfferFor', () => {
  it('offers the whole estimate when one order can hold it', () => {
    expect(orderOfferFor(12.2, 1400)).toEqual({
      estimateTonnes: 13,
      quantity: 13,
      capped: false,
      maxTonnes: 2_000,
    });
  });

  it('offers the cap, and says so, for an estimate larger than one order (issue 18: 4,159,848 t)', () => {
    expect(orderOfferFor(4_159_847.3, 1400)).toEqual({
      estimateTonnes: 4_159_848,
      quantity: 2_000,
      capped: true,
      maxTonnes: 2_000,
    });
  });

  it('is not capped at exactly the cap', () => {
    expect(orderOfferFor(2_000, 1400).capped).toBe(false);
  });
});
