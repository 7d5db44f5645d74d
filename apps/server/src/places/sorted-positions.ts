/** Positions sorted at once with the built-in sort before merging (a millisecond or two). */
const RUN_LENGTH = 2048;
/** Positions merged between two chances to pause. */
const MERGE_STEP = 4096;

/** Orders two strings by UTF-16 code unit, as `<` does (not by locale). */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The positions of `keys` in ascending code-unit order, equal keys in their original order: what a
 * stable sort of the positions gives, as a task for runInSlices. Runs of RUN_LENGTH are sorted with
 * the built-in (stable) sort, then merged pairwise with a yield every MERGE_STEP positions, because
 * one sort of the world's ~210,000 keys would hold the event loop for over 0.1 s.
 */
export function* sortedPositions(keys: readonly string[]): Generator<void, number[]> {
  const count = keys.length;
  const key = (position: number | undefined) => keys[position ?? 0] ?? '';
  let order = Array.from({ length: count }, (_, position) => position);
  for (let start = 0; start < count; start += RUN_LENGTH) {
    const run = order.slice(start, start + RUN_LENGTH);
    run.sort((a, b) => compareCodeUnits(key(a), key(b)));
    order.splice(start, run.length, ...run);
    yield;
  }
  let merged: number[] = new Array(count);
  for (let width = RUN_LENGTH; width < count; width *= 2) {
    let out = 0;
    for (let left = 0; left < count; left += 2 * width) {
      const middle = Math.min(left + width, count);
      const end = Math.min(left + 2 * width, count);
      let i = left;
      let j = middle;
      while (out < end) {
        // On equal keys the left run's comes first: that keeps the sort stable.
        const takeLeft = j >= end || (i < middle && key(order[i]) <= key(order[j]));
        merged[out++] = (takeLeft ? order[i++] : order[j++]) ?? 0;
        if (out % MERGE_STEP === 0) yield;
      }
    }
    [order, merged] = [merged, order];
  }
  return order;
}
