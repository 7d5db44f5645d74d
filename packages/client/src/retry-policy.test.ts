import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_RETRY_DELAY_MS,
  backoffDelayMs,
  isRetryableStatus,
  MAX_RETRY_DELAY_MS,
  serverRetryAfterSeconds,
} from './retry-policy.js';

describe('backoffDelayMs', () => {
  it('stays between half and all of a ceiling that doubles up to the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (retry, draw) => {
          const ceiling = Math.min(MAX_RETRY_DELAY_MS, BASE_RETRY_DELAY_MS * 2 ** retry);
          const delay = backoffDelayMs(retry, () => draw);
          expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
          expect(delay).toBeLessThanOrEqual(ceiling);
        },
      ),
    );
  });
});

describe('isRetryableStatus', () => {
  it('retries 408, 429 and 5xx only', () => {
    const retried = [400, 401, 402, 403, 404, 408, 409, 422, 429, 500, 502, 503, 504].filter(
      isRetryableStatus,
    );
    expect(retried).toEqual([408, 429, 500, 502, 503, 504]);
  });
});

describe('serverRetryAfterSeconds', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('reads delta-seconds and HTTP dates, and ignores what it cannot read', () => {
    expect(serverRetryAfterSeconds(new Headers({ 'retry-after': '12' }), now, true)).toBe(12);
    const date = new Headers({ 'retry-after': 'Thu, 26 Nov 2026 12:00:30 GMT' });
    expect(serverRetryAfterSeconds(date, now, false)).toBe(30);
    expect(serverRetryAfterSeconds(new Headers({ 'retry-after': 'soon' }), now, false)).toBeNull();
  });

  it('reads the RateLimit reset for a 429 only', () => {
    const headers = new Headers({ ratelimit: '"per-key";r=0;t=41' });
    expect(serverRetryAfterSeconds(headers, now, true)).toBe(41);
    expect(serverRetryAfterSeconds(headers, now, false)).toBeNull();
  });
});
