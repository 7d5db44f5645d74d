/** The verdict of a rate limiter for one attempt. */
export interface RateLimitVerdict {
  readonly allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  readonly retryAfterSeconds: number;
}

/** One attempt to count: allowed while `key`'s window of windowMs holds at most `limit` attempts. */
export interface RateLimitHit {
  readonly key: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** Counts attempts per key in fixed windows shared by every server process. */
export interface RateLimiter {
  /**
   * Records one attempt for each of `hits` (distinct keys) together, in as few round trips as
   * the store allows; the verdicts in the same order.
   */
  hitAll(hits: readonly RateLimitHit[]): Promise<RateLimitVerdict[]>;
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

/** Where a caller stands in its current window: the IETF RateLimit header fields. */
export interface QuotaStanding {
  readonly allowed: boolean;
  /** Calls left in this window after this one (0 when refused). */
  readonly remaining: number;
  /** Seconds until the window ends and the quota is whole again (at least 1). */
  readonly resetSeconds: number;
}

/** A fixed-window quota that tells its callers where they stand (the public API's per-key limit). */
export interface QuotaMeter {
  /** Counts one call of `key`; allowed while the window holds at most `limit` calls. */
  take(key: string, limit: number, windowMs: number): Promise<QuotaStanding>;
}
