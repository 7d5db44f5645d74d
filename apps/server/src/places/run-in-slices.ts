import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long one slice of a long task may hold the event loop, in milliseconds. */
export const SLICE_MS = 10;

/**
 * Runs a task written as a generator to its end and resolves with what it returns. Each `yield` of
 * the task is a point where it may pause: once a slice has run for `sliceMs`, the rest waits for
 * the next turn of the event loop (setImmediate), so that requests and timers are served between
 * slices. The task should yield every millisecond or so; checking the clock costs little.
 */
export async function runInSlices<T>(task: Iterator<unknown, T>, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = task.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
