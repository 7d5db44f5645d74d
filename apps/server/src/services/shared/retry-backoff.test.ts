import { describe, expect, it } from 'vitest';
import { RETRY_CAP_MS, retryDelayMs } from './retry-backoff.js';

describe('retryDelayMs', () => {
  it('is 5 s · 2^failed attempts at the top of the jitter window', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 1))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
  });

  it('jitters between half and all of the delay', () => {
    expect(retryDelayMs(3, () => 0)).toBe(20_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(30_000);
  });

  it('outlives a 10-minute outage with 8 attempts, even at the bottom of every jitter window', () => {
    const waited = [1, 2, 3, 4, 5, 6, 7].reduce((sum, n) => sum + retryDelayMs(n, () => 0), 0);
    expect(waited).toBe(635_000);
    expect(waited).toBeGreaterThan(10 * 60 * 1000);
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(retryDelayMs(10, () => 1)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(1000, () => 1)).toBe(RETRY_CAP_MS);
  });
});
