import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeEstimatorLine } from '../../test/arbitraries/emissions.js';
import type { EstimatorLine } from '../emissions/estimator-line.js';
import { isReadyToChoosePlan } from '../emissions/plan-readiness.js';
import { type EstimatorLineField, validateEstimatorLine } from './estimator-line.validator.js';

const REQUIRED_FIELDS: { readonly [K in EstimatorLine['mode']]: readonly EstimatorLineField[] } = {
  tourism: ['transport', 'km'],
  boating: ['km', 'passengers', 'length'],
  events: ['attendees', 'hours', 'energy'],
  hotels: ['nights', 'rating', 'energy'],
};

const brokenValue = () => fc.constantFrom(null, 0, -1, Number.NaN, Infinity);

describe('estimator line validation properties', () => {
  it('finds nothing missing in complete lines', () => {
    fc.assert(
      fc.property(completeEstimatorLine(), (line) => {
        expect(validateEstimatorLine(line)).toEqual({});
      }),
    );
  });

  it('reports exactly the one required field that was broken', () => {
    fc.assert(
      fc.property(completeEstimatorLine(), fc.nat(), brokenValue(), (line, pick, value) => {
        const fields = REQUIRED_FIELDS[line.mode];
        const field = fields[pick % fields.length] ?? 'km';
        const broken = { ...line, [field]: field === 'transport' ? null : value } as EstimatorLine;
        expect(Object.keys(validateEstimatorLine(broken))).toEqual([field]);
      }),
    );
  });

  it('enables Choose A Plan for any non-empty list of complete lines, and not once one breaks', () => {
    fc.assert(
      fc.property(
        fc.array(completeEstimatorLine(), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (lines, pick) => {
          expect(isReadyToChoosePlan(lines)).toBe(true);
          const index = pick % lines.length;
          const withBroken = lines.map((line, i) =>
            i === index
              ? ({ ...line, [REQUIRED_FIELDS[line.mode][0] ?? 'km']: null } as EstimatorLine)
              : line,
          );
          expect(isReadyToChoosePlan(withBroken)).toBe(false);
        },
      ),
    );
  });
});
