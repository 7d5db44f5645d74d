import { describe, expect, it } from 'vitest';
import { runInSlices } from './run-in-slices.js';

function* counting(steps: number, log: string[]): Generator<void, string> {
  for (let step = 1; step <= steps; step++) {
    log.push(`step ${step}`);
    yield;
  }
  return 'done';
}

describe('runInSlices', () => {
  it('lets the event loop run between slices once a slice has used its time', async () => {
    const log: string[] = [];
    setImmediate(() => log.push('immediate'));
    expect(await runInSlices(counting(3, log), 0)).toBe('done');
    expect(log).toEqual(['step 1', 'immediate', 'step 2', 'step 3']);
  });

  it('runs the whole task in one turn while the slice has time left', async () => {
    const log: string[] = [];
    setImmediate(() => log.push('immediate'));
    expect(await runInSlices(counting(3, log), Number.POSITIVE_INFINITY)).toBe('done');
    expect(log).toEqual(['step 1', 'step 2', 'step 3']);
  });

  it('rejects with what the task throws', async () => {
    function* failing(): Generator<void, never> {
      yield;
      throw new Error('broken');
    }
    await expect(runInSlices(failing(), 0)).rejects.toThrow('broken');
  });
});
