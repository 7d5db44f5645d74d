import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharePercents } from './share-percents.js';

const amounts = fc.array(fc.oneof(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.constant(0)), {
  minLength: 1,
  maxLength: 8,
});

describe('sharePercents (property)', () => {
  it('adds up to exactly 100 (or 100.0) whenever something is shared', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 2 }), (values, decimals) => {
        const shares = sharePercents(values, decimals);
        const units = shares.map((share) => Math.round(share * 10 ** decimals));
        const sum = units.reduce((total, unit) => total + unit, 0);
        const shared = values.some((value) => value > 0);
        expect(sum).toBe(shared ? 100 * 10 ** decimals : 0);
      }),
    );
  });

  it('keeps each share within one display unit of its exact share', () => {
    fc.assert(
      fc.property(amounts, (values) => {
        const total = values.reduce((sum, value) => sum + value, 0);
        fc.pre(total > 0);
        sharePercents(values).forEach((share, index) => {
          const exact = ((values[index] ?? 0) / total) * 100;
          expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-9);
        });
      }),
    );
  });
});
