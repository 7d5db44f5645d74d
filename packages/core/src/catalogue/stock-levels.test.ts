import { describe, expect, it } from 'vitest';
import { isLowStock, LOW_STOCK_TONNES } from './stock-levels.js';

describe('isLowStock', () => {
  it('warns under LOW_STOCK_TONNES available tonnes, not at or above it', () => {
    expect(LOW_STOCK_TONNES).toBe(100);
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(LOW_STOCK_TONNES - 1)).toBe(true);
    expect(isLowStock(LOW_STOCK_TONNES)).toBe(false);
    expect(isLowStock(5000)).toBe(false);
  });
});
