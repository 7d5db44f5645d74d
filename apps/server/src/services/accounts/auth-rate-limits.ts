import type { RateLimit } from '../shared/rate-limits.js';

// The limits of the account calls (login, signup, password reset, account deletion).

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Failed logins from one client IP, whatever the names: 20 per 15 minutes (a credential-stuffing
 * or spraying source is stopped; successful logins never count, so a shared office IP is not).
 */
export const LOGIN_FAILURES_PER_IP: RateLimit = { limit: 20, windowMs: 15 * MINUTE_MS };
/** Failed logins to one name (as typed, any case) from one client IP: 10 per 15 minutes. */
export const LOGIN_FAILURES_PER_NAME_AND_IP: RateLimit = { limit: 10, windowMs: 15 * MINUTE_MS };
/** The window in which failed logins to one name, from every IP, slow its logins down: 15 minutes. */
export const LOGIN_SLOWDOWN_WINDOW_MS = 15 * MINUTE_MS;
/** Failed logins to one name, from every IP, answered without delay: 5. */
export const LOGIN_FAILURES_BEFORE_DELAY = 5;
/** The first delay past LOGIN_FAILURES_BEFORE_DELAY, in milliseconds; it doubles per failure. */
export const LOGIN_FIRST_DELAY_MS = 250;
/** The longest delay of a login, in milliseconds (never a lock: the owner still gets in). */
export const LOGIN_MAX_DELAY_MS = 4_000;

/**
 * How long to wait before checking a login to a name that `failures` earlier attempts failed on,
 * in milliseconds: 0 for the first 5, then 250, 500, 1000 … doubling up to 4000.
 */
export function loginDelayMs(failures: number): number {
  const over = failures - LOGIN_FAILURES_BEFORE_DELAY;
  if (over < 0) return 0;
  return Math.min(LOGIN_MAX_DELAY_MS, LOGIN_FIRST_DELAY_MS * 2 ** Math.min(over, 16));
}

/** Signups from one client IP: 10 per hour. */
export const SIGNUP_PER_IP: RateLimit = { limit: 10, windowMs: HOUR_MS };
/** Password-reset requests from one client IP: 5 per hour. */
export const RESET_PER_IP: RateLimit = { limit: 5, windowMs: HOUR_MS };
/** Password-reset requests for one e-mail address: 3 per hour. */
export const RESET_PER_EMAIL: RateLimit = { limit: 3, windowMs: HOUR_MS };
/** Account deletions (password guesses with a session) per user: 5 per 15 minutes. */
export const DELETE_PER_USER: RateLimit = { limit: 5, windowMs: 15 * MINUTE_MS };
