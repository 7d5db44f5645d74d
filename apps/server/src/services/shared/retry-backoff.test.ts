import { describe, expect, it } from 'vitest';
import { RETRY_CAP_MS, retryDelayMs } from './retry-backoff.js';

describe('retryDelayMs', () => {
  it('doubles from 5 s per failed attempt, at the top of the jitter window', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 1))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
  });

  it('jitters between half and all of the delay', () => {
    expect(retryDelayMs(3, () => 0)).toBe(10_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(15_000);
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(retryDelayMs(11, () => 1)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(1000, () => 1)).toBe(RETRY_CAP_MS);
  });
});
