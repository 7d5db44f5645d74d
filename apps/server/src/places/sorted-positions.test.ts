import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCodeUnits, sortedPositions } from './sorted-positions.js';

/** What the index did before it sorted in slices: one stable built-in sort of the positions. */
const builtInOrder = (keys: readonly string[]) =>
  keys.map((_, i) => i).sort((a, b) => compareCodeUnits(keys[a] ?? '', keys[b] ?? ''));

function drain(keys: readonly string[]): { order: number[]; pauses: number } {
  const task = sortedPositions(keys);
  let pauses = 0;
  for (let step = task.next(); ; step = task.next()) {
    if (step.done) return { order: step.value, pauses };
    pauses++;
  }
}

describe('sortedPositions', () => {
  it('orders like a stable sort by code unit, equal keys in their original order', () => {
    // Few distinct keys, so that equal ones meet in every merge; lengths past the 2,048 of a run.
    const key = fc.constantFrom('delhi', 'del', 'Delft', 'é', 'e', 'z', '', 'new delhi', 'ü');
    fc.assert(
      fc.property(fc.array(key, { maxLength: 9000, size: 'max' }), (keys) => {
        const expected = builtInOrder(keys);
        return drain(keys).order.every((position, i) => position === expected[i]);
      }),
      // Shrinking arrays of thousands of keys takes minutes: the failing one is reported as is.
      { numRuns: 40, endOnFailure: true },
    );
  });

  it('pauses between runs and while merging', () => {
    const keys = Array.from({ length: 10_000 }, (_, i) => `k${(i * 7919) % 10_007}`);
    const { order, pauses } = drain(keys);
    expect(order).toEqual(builtInOrder(keys));
    // 5 runs sorted, then 3 merge passes of 10,000 positions with a pause every 4,096.
    expect(pauses).toBeGreaterThanOrEqual(5 + 3 * 2);
  });

  it('sorts nothing and one key', () => {
    expect(drain([]).order).toEqual([]);
    expect(drain(['a']).order).toEqual([0]);
  });
});
