import { describe, expect, it } from 'vitest';
import { formatEmission } from './format-emission.js';

describe('formatEmission', () => {
  it('shows whole kilograms under one tonne', () => {
    expect(formatEmission(0.294)).toBe('294 kg');
    expect(formatEmission(0.0004)).toBe('0 kg');
    expect(formatEmission(0.0005)).toBe('1 kg');
    expect(formatEmission(0.9994)).toBe('999 kg');
  });

  it('shows tonnes to two decimals from one tonne up, with thousands separators', () => {
    expect(formatEmission(1)).toBe('1.00 t');
    expect(formatEmission(0.9996)).toBe('1.00 t'); // 1,000 kg once rounded
    expect(formatEmission(4.7)).toBe('4.70 t');
    expect(formatEmission(8.294)).toBe('8.29 t');
    expect(formatEmission(1.005)).toBe('1.01 t');
    expect(formatEmission(1400.5)).toBe('1,400.50 t');
  });

  it('shows 0 kg for nothing, a negative or a non-finite amount', () => {
    for (const tonnes of [0, -2, Number.NaN, Infinity, -Infinity]) {
      expect(formatEmission(tonnes)).toBe('0 kg');
    }
  });
});
