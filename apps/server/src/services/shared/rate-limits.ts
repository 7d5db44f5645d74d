import type { RateLimiter } from '../ports/rate-limiter.port.js';

// Rate limits of the public calls (fixed windows, counted in the database so that every server
// process shares them). Every attempt counts, whether it succeeds or not.

/** A number of attempts allowed per window of windowMs milliseconds. */
export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/** Too many attempts; the caller may try again after retryAfterSeconds. */
export interface RateLimited {
  readonly code: 'API.RATE_LIMITED';
  readonly retryAfterSeconds: number;
}

/** Counts one attempt against every limit; refused when any is exceeded (then wait for the longest). */
export async function hitRateLimits(
  limiter: RateLimiter,
  checks: readonly (readonly [key: string, limit: RateLimit])[],
): Promise<RateLimited | null> {
  const verdicts = await limiter.hitAll(
    checks.map(([key, { limit, windowMs }]) => ({ key, limit, windowMs })),
  );
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length === 0) return null;
  const retryAfterSeconds = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds));
  return { code: 'API.RATE_LIMITED', retryAfterSeconds };
}
