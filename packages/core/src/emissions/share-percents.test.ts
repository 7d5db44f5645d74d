import { describe, expect, it } from 'vitest';
import { sharePercents } from './share-percents.js';

describe('sharePercents', () => {
  it('gives the leftover point to the largest remainder, so thirds add up to 100', () => {
    expect(sharePercents([1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('does not show 101 where plain rounding would (16.7 × 3 + 50 → 17 + 17 + 17 + 50)', () => {
    expect(sharePercents([1, 1, 1, 3])).toEqual([17, 17, 16, 50]);
  });

  it('keeps one decimal when asked and still adds up to 100.0', () => {
    expect(sharePercents([1, 1, 1], 1)).toEqual([33.4, 33.3, 33.3]);
  });

  it('gives 0 to amounts that are zero, negative or not numbers', () => {
    expect(sharePercents([0, -2, Number.NaN, 5])).toEqual([0, 0, 0, 100]);
  });

  it('shows every share as 0 when there is nothing to share', () => {
    expect(sharePercents([0, 0, 0])).toEqual([0, 0, 0]);
    expect(sharePercents([])).toEqual([]);
  });
});
