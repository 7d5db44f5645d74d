/** The verdict of a rate limiter for one attempt. */
export interface RateLimitVerdict {
  readonly allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  readonly retryAfterSeconds: number;
}

/** Counts attempts per key in fixed windows shared by every server process. */
export interface RateLimiter {
  /** Records one attempt for `key`; allowed while the window holds at most `limit` attempts. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitVerdict>;
}
