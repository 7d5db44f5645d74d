import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero, roundToScaledInteger } from './decimal-rounding.js';

describe('roundHalfAwayFromZero', () => {
  it('rounds decimal halves away from zero, even when the double lies just below the half', () => {
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01);
    expect(roundHalfAwayFromZero(-1.005, 2)).toBe(-1.01);
    expect(roundHalfAwayFromZero(2.5, 0)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5, 0)).toBe(-3);
  });

  it('rounds non-halves to the nearest', () => {
    expect(roundHalfAwayFromZero(12.344, 2)).toBe(12.34);
    expect(roundHalfAwayFromZero(12.346, 2)).toBe(12.35);
  });

  it('handles numbers spelt with an exponent', () => {
    expect(roundHalfAwayFromZero(1.25e-5, 5)).toBe(0.00001);
    expect(roundHalfAwayFromZero(1.5e-7, 7)).toBe(2e-7);
    expect(roundHalfAwayFromZero(1e-7, 3)).toBe(0);
    expect(roundHalfAwayFromZero(1.5e21, 2)).toBe(1.5e21);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.0001, 2), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0, 2), 0)).toBe(true);
  });

  it('rounds to tens or hundreds with negative decimals', () => {
    expect(roundHalfAwayFromZero(1250, -2)).toBe(1300);
  });

  it('passes NaN and infinities through, and values too large to scale', () => {
    expect(roundHalfAwayFromZero(Number.NaN, 2)).toBeNaN();
    expect(roundHalfAwayFromZero(Infinity, 2)).toBe(Infinity);
    expect(roundHalfAwayFromZero(1e308, 10)).toBe(1e308);
  });

  it('rejects a non-integer number of decimals as a programming error', () => {
    expect(() => roundHalfAwayFromZero(1, 1.5)).toThrow(RangeError);
  });
});

describe('roundToScaledInteger', () => {
  it('gives whole minor units', () => {
    expect(roundToScaledInteger(1.005, 2)).toBe(101);
    expect(roundToScaledInteger(-12.345, 2)).toBe(-1235);
    expect(roundToScaledInteger(1234.5, 0)).toBe(1235);
  });
});
