import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatorLine, estimatorLines, tourismLine } from '../../test/arbitraries/emissions.js';
import { ESTIMATE_TONNES_DECIMALS, GRAMS_PER_TONNE } from './emission-grams.js';
import { estimateLineTonnes } from './estimate-line.js';
import { estimateLines } from './estimate-lines.js';
import type { EstimatorLine, EstimatorLineKind } from './estimator-line.js';

// Floating-point sums and products differ from exact arithmetic by a few ulps; compare relative to
// the largest magnitude involved. Each line is also rounded to the whole gram (half a gram at
// most): `roundings` weighs how many such roundings the expected value adds up.
const RELATIVE_TOLERANCE = 1e-12;
const HALF_GRAM_TONNES = 0.5 / GRAMS_PER_TONNE;
function expectClose(
  actual: number,
  expected: number,
  { roundings = 0, magnitudes = [] as number[] } = {},
): void {
  const scale = Math.max(1, Math.abs(actual), Math.abs(expected), ...magnitudes.map(Math.abs));
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(
    RELATIVE_TOLERANCE * scale + roundings * HALF_GRAM_TONNES,
  );
}

/** Decimal places of a number as JavaScript writes it (0.29400000000000004 has 17). */
function decimalPlaces(value: number): number {
  const [digits = '', exponent = '0'] = String(value).split('e');
  const fraction = digits.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

const NUMERIC_FIELDS: { readonly [K in EstimatorLineKind]: readonly string[] } = {
  tourism: ['km'],
  boating: ['km', 'passengers', 'length'],
  events: ['attendees', 'hours', 'energy'],
  hotels: ['nights', 'rating', 'energy'],
};

// The input that scales every term of a line once: the distance, the headcount or the nights,
// and the energy.
const QUANTITY_FIELDS: { readonly [K in EstimatorLineKind]: readonly string[] } = {
  tourism: ['km'],
  boating: ['km', 'passengers'],
  events: ['attendees', 'energy'],
  hotels: ['nights', 'energy'],
};

function withField(line: EstimatorLine, field: string, value: number | null): EstimatorLine {
  return { ...line, [field]: value } as EstimatorLine;
}

function fieldValue(line: EstimatorLine, field: string): number | null {
  return (line as unknown as Record<string, number | null>)[field] ?? null;
}

const scaleFactor = () => fc.double({ min: 0, max: 100, noNaN: true });

describe('estimator properties', () => {
  it('estimates every line and every total as finite and non-negative tonnes', () => {
    fc.assert(
      fc.property(estimatorLines(), (lines) => {
        const estimate = estimateLines(lines);
        for (const tonnes of [
          ...estimate.perLine,
          ...Object.values(estimate.byMode),
          estimate.total,
        ]) {
          expect(Number.isFinite(tonnes)).toBe(true);
          expect(tonnes).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('is proportional to km for tourism lines: f(k·km) = k·f(km)', () => {
    fc.assert(
      fc.property(tourismLine(), scaleFactor(), (line, k) => {
        fc.pre(line.km !== null);
        const scaled = estimateLineTonnes({ ...line, km: (line.km ?? 0) * k });
        expectClose(scaled, k * estimateLineTonnes(line), { roundings: 1 + k });
      }),
    );
  });

  // Proportional terms: tourism km × factor, boating km × 0.0003, events energy × 0.0007,
  // hotels energy × 0.0005. Bilinear terms, linear in each of their two inputs separately:
  // boating passengers × length × 0.002, events attendees × hours × 0.005, hotels nights × rating × 0.01.
  // So for any one input x, with the others fixed: f(x ← k·x) = k·f(x) + (1 − k)·f(x ← 0), k ≥ 0.
  it('is linear in each input separately, the other inputs fixed', () => {
    fc.assert(
      fc.property(estimatorLine(), scaleFactor(), (line, k) => {
        for (const field of NUMERIC_FIELDS[line.mode]) {
          const x = fieldValue(line, field);
          if (x === null) continue;
          const original = estimateLineTonnes(line);
          const withoutX = estimateLineTonnes(withField(line, field, 0));
          const scaled = estimateLineTonnes(withField(line, field, x * k));
          expectClose(scaled, k * original + (1 - k) * withoutX, {
            roundings: 1 + k + Math.abs(1 - k),
            magnitudes: [k * original, withoutX],
          });
        }
      }),
    );
  });

  it('scales a whole line by k when the quantity in each of its terms is scaled by k', () => {
    fc.assert(
      fc.property(estimatorLine(), scaleFactor(), (line, k) => {
        let scaledLine = line;
        for (const field of QUANTITY_FIELDS[line.mode]) {
          const x = fieldValue(line, field);
          scaledLine = withField(scaledLine, field, x === null ? null : x * k);
        }
        expectClose(estimateLineTonnes(scaledLine), k * estimateLineTonnes(line), {
          roundings: 1 + k,
        });
      }),
    );
  });

  it('is additive over lines: estimate(A ++ B) = estimate(A) + estimate(B), per mode and in total', () => {
    fc.assert(
      fc.property(estimatorLines(), estimatorLines(), (a, b) => {
        const both = estimateLines([...a, ...b]);
        const onlyA = estimateLines(a);
        const onlyB = estimateLines(b);
        expect(both.perLine).toEqual([...onlyA.perLine, ...onlyB.perLine]);
        expectClose(both.byMode.tourism, onlyA.byMode.tourism + onlyB.byMode.tourism);
        expectClose(both.byMode.events, onlyA.byMode.events + onlyB.byMode.events);
        expectClose(both.byMode.hotels, onlyA.byMode.hotels + onlyB.byMode.hotels);
        expectClose(both.total, onlyA.total + onlyB.total);
      }),
    );
  });

  it('splits the total exactly into the three modes, and the total equals the sum of the lines', () => {
    const grams = (tonnes: number) => Math.round(tonnes * GRAMS_PER_TONNE);
    fc.assert(
      fc.property(estimatorLines(), (lines) => {
        const { perLine, byMode, total } = estimateLines(lines);
        // Whole grams are exact in a double only up to about a billion tonnes (2^50 g); the
        // generator can reach trillions (a million nights at a million stars), no estimate does.
        fc.pre(total * GRAMS_PER_TONNE < 2 ** 50);
        expect(grams(byMode.tourism) + grams(byMode.events) + grams(byMode.hotels)).toBe(
          grams(total),
        );
        expectClose(byMode.tourism + byMode.events + byMode.hotels, total);
        expectClose(
          perLine.reduce((sum, tonnes) => sum + tonnes, 0),
          total,
        );
      }),
    );
  });

  it('gives each line the estimate it has on its own', () => {
    fc.assert(
      fc.property(estimatorLines(), (lines) => {
        expect(estimateLines(lines).perLine).toEqual(lines.map(estimateLineTonnes));
      }),
    );
  });

  it(`gives every line, mode and total in whole grams: at most ${ESTIMATE_TONNES_DECIMALS} decimals`, () => {
    fc.assert(
      fc.property(estimatorLines(), (lines) => {
        const estimate = estimateLines(lines);
        for (const tonnes of [
          ...estimate.perLine,
          ...Object.values(estimate.byMode),
          estimate.total,
        ]) {
          expect(decimalPlaces(tonnes), String(tonnes)).toBeLessThanOrEqual(
            ESTIMATE_TONNES_DECIMALS,
          );
          // The double nearest a whole number of grams: written with 6 decimals and read back, it is
          // itself. (Rounding tonnes × 10^6 instead can land a gram off above ~10^9 tonnes, where
          // the product has no room left for the fraction.)
          expect(Number(tonnes.toFixed(ESTIMATE_TONNES_DECIMALS))).toBe(tonnes);
        }
      }),
      { numRuns: 500 },
    );
  });
});
