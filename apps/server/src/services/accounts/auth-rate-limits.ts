import type { RateLimit } from '../shared/rate-limits.js';

// The limits of the account calls (login, signup, password reset).

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
