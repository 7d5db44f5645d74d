import type { RateLimiter, RateLimitHit } from '../services/ports/rate-limiter.port.js';

/** Counts hits per key in memory as one endless window; a refusal asks to wait `retryAfterSeconds`. */
export class MemoryRateLimiter implements RateLimiter {
  readonly hits = new Map<string, number>();
  readonly #retryAfterSeconds: number;

  constructor(retryAfterSeconds = 60) {
    this.#retryAfterSeconds = retryAfterSeconds;
  }

  async hitAll(hits: readonly RateLimitHit[]) {
    return hits.map(({ key, limit }) => {
      const count = (this.hits.get(key) ?? 0) + 1;
      this.hits.set(key, count);
      return count <= limit
        ? { allowed: true, retryAfterSeconds: 0 }
        : { allowed: false, retryAfterSeconds: this.#retryAfterSeconds };
    });
  }
}
