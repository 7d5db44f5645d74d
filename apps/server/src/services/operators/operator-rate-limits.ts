import type { RateLimit } from '../shared/rate-limits.js';

// The limits of operator sign-in (docs/security.md's limits table). Only failures count: a
// success takes its attempt back.

const MINUTE_MS = 60_000;

/** Failed operator password steps from one client network: 20 per 15 minutes. */
export const OPS_LOGIN_FAILURES_PER_IP: RateLimit = { limit: 20, windowMs: 15 * MINUTE_MS };
/** Failed password steps for one e-mail address from one client network: 10 per 15 minutes. */
export const OPS_LOGIN_FAILURES_PER_EMAIL_AND_IP: RateLimit = {
  limit: 10,
  windowMs: 15 * MINUTE_MS,
};
/**
 * Failed password steps for one e-mail address from every network: 50 per 15 minutes. Higher than
 * per network, so that one stranger cannot lock an operator out, but a spread-out guesser stops.
 */
export const OPS_LOGIN_FAILURES_PER_EMAIL: RateLimit = { limit: 50, windowMs: 15 * MINUTE_MS };
/** Failed second-factor codes for one operator (the ticket's): 10 per 15 minutes. */
export const OPS_CODE_FAILURES_PER_OPERATOR: RateLimit = { limit: 10, windowMs: 15 * MINUTE_MS };
/** Failed second-factor codes from one client network: 20 per 15 minutes. */
export const OPS_CODE_FAILURES_PER_IP: RateLimit = { limit: 20, windowMs: 15 * MINUTE_MS };
/** Enrolments started (new secrets) for one operator: 10 per 15 minutes. */
export const OPS_ENROLMENTS_PER_OPERATOR: RateLimit = { limit: 10, windowMs: 15 * MINUTE_MS };
/** Invitation acceptances tried from one client network: 10 per hour. */
export const OPS_INVITATIONS_PER_IP: RateLimit = { limit: 10, windowMs: 60 * MINUTE_MS };
