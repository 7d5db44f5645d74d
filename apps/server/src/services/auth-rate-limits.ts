import type { RateLimiter } from './ports/rate-limiter.port.js';

// Rate limits of the account calls (fixed windows, counted in the database so that every server
// process shares them). Every attempt counts, whether it succeeds or not.

/** A number of attempts allowed per window of windowMs milliseconds. */
export interface RateLimit {
  readonly limit: number;
  readonly windowMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Logins from one client IP: 20 per 15 minutes. */
export const LOGIN_PER_IP: RateLimit = { limit: 20, windowMs: 15 * MINUTE_MS };
/** Logins to one account (or one unknown name): 10 per 15 minutes. */
export const LOGIN_PER_ACCOUNT: RateLimit = { limit: 10, windowMs: 15 * MINUTE_MS };
/** Signups from one client IP: 10 per hour. */
export const SIGNUP_PER_IP: RateLimit = { limit: 10, windowMs: HOUR_MS };
/** Password-reset requests from one client IP: 5 per hour. */
export const RESET_PER_IP: RateLimit = { limit: 5, windowMs: HOUR_MS };
/** Password-reset requests for one e-mail address: 3 per hour. */
export const RESET_PER_EMAIL: RateLimit = { limit: 3, windowMs: HOUR_MS };

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
  const verdicts = await Promise.all(
    checks.map(([key, { limit, windowMs }]) => limiter.hit(key, limit, windowMs)),
  );
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length === 0) return null;
  const retryAfterSeconds = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds));
  return { code: 'API.RATE_LIMITED', retryAfterSeconds };
}
