/** The first retry waits about this long (before jitter), in milliseconds; each next one twice as long. */
export const BASE_RETRY_DELAY_MS = 500;

/** No computed backoff waits longer than this, in milliseconds. */
export const MAX_RETRY_DELAY_MS = 8_000;

/** A server that asks for a longer wait than this (in milliseconds) is not retried: the call fails. */
export const MAX_SERVER_RETRY_DELAY_MS = 60_000;

/** Whether an answer with this status is worth another attempt: 429, 408 and every 5xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 408 || status >= 500;
}

/**
 * The wait before retry number `retry` (0 for the first), in milliseconds: exponential from
 * BASE_RETRY_DELAY_MS, capped at MAX_RETRY_DELAY_MS, with "equal jitter" (half fixed, half random)
 * so that clients that failed together do not retry together. `random` returns [0, 1).
 */
export function backoffDelayMs(retry: number, random: () => number): number {
  const ceiling = Math.min(MAX_RETRY_DELAY_MS, BASE_RETRY_DELAY_MS * 2 ** retry);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * How long the server asks the client to wait, in seconds, or null if it does not say:
 * Retry-After (delta-seconds or an HTTP date), else, for a 429, the `t` (seconds until the quota
 * resets) of the IETF RateLimit header (`"per-key";r=0;t=12`).
 */
export function serverRetryAfterSeconds(
  headers: Headers,
  nowMs: number,
  rateLimited: boolean,
): number | null {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - nowMs) / 1000));
  }
  const rateLimit = rateLimited ? headers.get('ratelimit') : null;
  const reset = rateLimit ? /(?:^|;)\s*t=(\d+)/.exec(rateLimit) : null;
  return reset ? Number(reset[1]) : null;
}
