import { describe, expect, it } from 'vitest';
import { formatCount, formatWholeTonnes, keepWithUnit, NO_BREAK_SPACE } from './format-count.js';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [4_159_848, '4,159,848'],
    [1_000_000, '1,000,000'],
    [12.6, '13'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('shows %s as %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe('formatWholeTonnes', () => {
  it('joins the separated number and its unit with a no-break space', () => {
    expect(formatWholeTonnes(4_159_848)).toBe(`4,159,848${NO_BREAK_SPACE}t`);
  });
});

describe('keepWithUnit', () => {
  it('turns every space of an amount into a no-break space', () => {
    expect(keepWithUnit('1,400.50 t')).toBe(`1,400.50${NO_BREAK_SPACE}t`);
    expect(keepWithUnit('1,400.50 t CO2')).not.toMatch(/ /);
  });
});
