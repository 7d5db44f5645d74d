import { describe, expect, it } from 'vitest';
import { isNumericUserId } from './user-id.js';

describe('isNumericUserId', () => {
  it('accepts all-digit strings and whole non-negative numbers', () => {
    expect(isNumericUserId('42')).toBe(true);
    expect(isNumericUserId('007')).toBe(true);
    expect(isNumericUserId(42)).toBe(true);
    expect(isNumericUserId(0)).toBe(true);
  });

  it('refuses missing, empty and non-digit ids', () => {
    for (const value of [null, undefined, '', ' 42', '4 2', '-1', '1.5', 'abc', 'null', '４２']) {
      expect(isNumericUserId(value)).toBe(false);
    }
  });

  it('refuses numbers that do not print as digits only', () => {
    for (const value of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(isNumericUserId(value)).toBe(false);
    }
  });
});
