import type { RateLimit } from '../shared/rate-limits.js';

// The limits of the home page's enquiry form: anyone may write to our database through it.

const HOUR_MS = 60 * 60_000;

/** Enquiries from one client IP: 10 per hour (an office behind one address sends a few). */
export const ENQUIRIES_PER_IP: RateLimit = { limit: 10, windowMs: HOUR_MS };
/** Enquiries from one e-mail address: 3 per hour (one question and a follow-up or two). */
export const ENQUIRIES_PER_EMAIL: RateLimit = { limit: 3, windowMs: HOUR_MS };
