import type { FailureCounter } from '../ports/rate-limiter.port.js';
import { hitRateLimits, type RateLimit, type RateLimited } from '../shared/rate-limits.js';

/** Attempts counted before they are checked, so parallel guesses cannot slip under a limit. */
export interface CountedAttempt {
  /** The attempt succeeded: take it back, so that only failures stay counted. */
  succeeded(): Promise<void>;
}

/** Counts an attempt on every limit; refused (RateLimited) when any is past its limit. */
export async function countAttempt(
  counter: FailureCounter,
  limits: readonly (readonly [key: string, limit: RateLimit])[],
): Promise<CountedAttempt | RateLimited> {
  const limited = await hitRateLimits(counter, limits);
  if (limited) return limited;
  return {
    async succeeded() {
      await Promise.all(limits.map(([key, { windowMs }]) => counter.undo(key, windowMs)));
    },
  };
}

/** Whether countAttempt refused the attempt. */
export function isRateLimited(value: CountedAttempt | RateLimited): value is RateLimited {
  return 'code' in value;
}
