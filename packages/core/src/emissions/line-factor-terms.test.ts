import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatorLine } from '../../test/arbitraries/emissions.js';
import { estimateLineTonnes } from './estimate-line.js';
import type { EstimatorLine } from './estimator-line.js';
import { factorSource } from './factor-sources.js';
import { lineFactorTerms } from './line-factor-terms.js';

/** Σ product of a term's inputs × its factor, in tonnes. */
function termsTonnes(line: EstimatorLine): number {
  return lineFactorTerms(line).reduce((sum, term) => {
    const factor = factorSource(term.constant)?.value ?? Number.NaN;
    return sum + term.inputs.reduce((product, input) => product * input, factor);
  }, 0);
}

describe('lineFactorTerms (issue 18 item 4: every line shows its factor)', () => {
  it('names the factor and the inputs of each term of a line', () => {
    expect(
      lineFactorTerms({ mode: 'tourism', transport: 'Boat', from: '', to: '', km: 20 }),
    ).toEqual([{ constant: 'BOAT_TONNES_PER_KM', inputs: [20] }]);
    expect(lineFactorTerms({ mode: 'events', attendees: 100, hours: 8, energy: null })).toEqual([
      { constant: 'EVENT_TONNES_PER_ATTENDEE_HOUR', inputs: [100, 8] },
      { constant: 'EVENT_TONNES_PER_ENERGY_UNIT', inputs: [0] },
    ]);
    expect(lineFactorTerms({ mode: 'tourism', transport: null, from: '', to: '', km: 20 })).toEqual(
      [],
    );
  });

  it('adds up to the line’s tonnes, to the gram, for any line', () => {
    fc.assert(
      fc.property(estimatorLine(), (anyLine) => {
        const terms = lineFactorTerms(anyLine);
        for (const term of terms) expect(factorSource(term.constant)).toBeDefined();
        // The estimate rounds each line to the gram; the terms are the exact products.
        expect(Math.abs(termsTonnes(anyLine) - estimateLineTonnes(anyLine))).toBeLessThanOrEqual(
          0.5e-6 + 1e-12 * Math.max(1, estimateLineTonnes(anyLine)),
        );
      }),
    );
  });
});
