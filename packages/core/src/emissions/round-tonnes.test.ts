import { describe, expect, it } from 'vitest';
import { roundTonnes } from './round-tonnes.js';

describe('roundTonnes', () => {
  it('rounds to the kilogram (3 decimals) by default', () => {
    expect(roundTonnes(5.1094)).toBe(5.109);
    expect(roundTonnes(0.1 + 0.2)).toBe(0.3);
  });

  it('rounds halves away from zero as written in decimal', () => {
    expect(roundTonnes(1.0005)).toBe(1.001);
    expect(roundTonnes(0.015, 2)).toBe(0.02);
    expect(roundTonnes(-0.015, 2)).toBe(-0.02);
  });

  it('takes other precisions', () => {
    expect(roundTonnes(4.75, 1)).toBe(4.8);
    expect(roundTonnes(4.749, 0)).toBe(5);
  });
});
