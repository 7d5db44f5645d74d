import { describe, expect, it } from 'vitest';
import { isBlank, parseNumberInput } from './input-values.js';

describe('isBlank', () => {
  it.each(['', ' ', '\t\n', '\u00a0\u3000'])('is true for %j', (text) => {
    expect(isBlank(text)).toBe(true);
  });

  it.each(['a', ' a ', '0', '.'])('is false for %j', (text) => {
    expect(isBlank(text)).toBe(false);
  });
});

describe('parseNumberInput', () => {
  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['5.', 5],
    ['+3', 3],
    ['-2', -2],
    ['1e3', 1000],
    ['2.5E-1', 0.25],
    ['007', 7],
  ])('reads the text %j as %d', (text, expected) => {
    expect(parseNumberInput(text)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12abc',
    '0x1f',
    '0b11',
    'Infinity',
    '-Infinity',
    'NaN',
    '1,000',
    '1 000',
    '.',
    'e3',
    '1e',
    '1e999',
  ])('reads the text %j as null', (text) => {
    expect(parseNumberInput(text)).toBeNull();
  });

  it('keeps finite numbers and refuses the others', () => {
    expect(parseNumberInput(3.25)).toBe(3.25);
    expect(parseNumberInput(0)).toBe(0);
    expect(parseNumberInput(Number.NaN)).toBeNull();
    expect(parseNumberInput(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseNumberInput(Number.NEGATIVE_INFINITY)).toBeNull();
  });

  it('reads null and undefined as null', () => {
    expect(parseNumberInput(null)).toBeNull();
    expect(parseNumberInput(undefined)).toBeNull();
  });
});
