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

/**
 * A rate limiter whose hits can be taken back: logins count every attempt before the password is
 * checked (so parallel guesses cannot all slip under a limit) and take it back when it succeeded,
 * so that only failures stay counted.
 */
export interface FailureCounter extends RateLimiter {
  /** Records one attempt for `key` and answers how many the window now holds, this one included. */
  count(key: string, windowMs: number): Promise<number>;
  /** Takes back one attempt of `key`'s current window (never below 0; nothing if it ended). */
  undo(key: string, windowMs: number): Promise<void>;
}
