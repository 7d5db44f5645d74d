import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRAMS_PER_TONNE } from '../emissions/emission-grams.js';
import { estimateLineGrams } from '../emissions/estimate-line.js';
import { type ApiEstimateLineInput, apiEstimatorLine, estimateApiLines } from './api-estimate.js';

// Within the contract's bounds (km ≤ 1,000,000; attendees ≤ 1,000,000; hours ≤ 10,000 …).
const amount = (max: number) => fc.double({ min: 0, max, noNaN: true });
const count = (max: number) => fc.integer({ min: 0, max });

const apiLine = (): fc.Arbitrary<ApiEstimateLineInput> =>
  fc.oneof(
    fc.record({
      type: fc.constantFrom('flight' as const, 'car' as const, 'boat' as const),
      km: amount(1_000_000),
    }),
    fc.record({
      type: fc.constant('boating' as const),
      km: amount(1_000_000),
      passengers: count(10_000),
      lengthMetres: amount(500),
    }),
    fc.record({
      type: fc.constant('event' as const),
      attendees: count(1_000_000),
      hours: amount(10_000),
      energy: amount(100_000_000),
    }),
    fc.record({
      type: fc.constant('hotel' as const),
      nights: count(1_000_000),
      stars: fc.integer({ min: 1, max: 5 }),
      energy: amount(100_000_000),
    }),
  );
const apiLines = () => fc.array(apiLine(), { minLength: 1, maxLength: 100 });

describe('public API estimate properties', () => {
  it('totals the lines’ whole grams exactly, never negative, never beyond exact integers', () => {
    fc.assert(
      fc.property(apiLines(), (lines) => {
        const figures = estimateApiLines(lines);
        const sum = figures.lines.reduce((total, line) => total + line.grams, 0);
        expect(figures.totalGrams).toBe(sum);
        expect(Number.isSafeInteger(figures.totalGrams)).toBe(true);
        expect(figures.totalGrams).toBeGreaterThanOrEqual(0);
        for (const line of figures.lines) {
          expect(Number.isInteger(line.grams)).toBe(true);
          expect(line.tonnes).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('gives each line the grams of the site’s estimator for the same line', () => {
    fc.assert(
      fc.property(apiLines(), (lines) => {
        const figures = estimateApiLines(lines);
        lines.forEach((line, index) => {
          expect(figures.lines[index]?.grams).toBe(estimateLineGrams(apiEstimatorLine(line)));
        });
      }),
    );
  });

  it('buys the fewest whole tonnes that cover the total, at least one', () => {
    fc.assert(
      fc.property(apiLines(), (lines) => {
        const { totalGrams, tonnesToOffset } = estimateApiLines(lines);
        expect(tonnesToOffset).toBeGreaterThanOrEqual(1);
        expect(tonnesToOffset * GRAMS_PER_TONNE).toBeGreaterThanOrEqual(totalGrams);
        if (tonnesToOffset > 1)
          expect((tonnesToOffset - 1) * GRAMS_PER_TONNE).toBeLessThan(totalGrams);
      }),
    );
  });

  it('answers the same figures for the same lines', () => {
    fc.assert(
      fc.property(apiLines(), (lines) => {
        expect(estimateApiLines(structuredClone(lines))).toEqual(estimateApiLines(lines));
      }),
    );
  });
});
