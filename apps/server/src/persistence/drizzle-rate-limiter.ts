import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { ServerClock } from '../services/ports/clock.port.js';
import type {
  FailureCounter,
  QuotaMeter,
  QuotaStanding,
  RateLimitVerdict,
} from '../services/ports/rate-limiter.port.js';
import type { Database } from './database.js';
import { rateLimitHits } from './schema.js';

/** Age after which a counter's window is certainly over and its row can go, in milliseconds. */
export const RATE_LIMIT_ROW_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Hits between two clean-ups of ended windows, per process. */
export const RATE_LIMIT_PRUNE_EVERY_HITS = 1000;

/** Fixed-window rate limits in the rate_limit_hits table, shared by every server process. */
export class DrizzleRateLimiter implements FailureCounter, QuotaMeter {
  readonly #db: Database;
  readonly #clock: ServerClock;
  #hitsSincePrune = 0;

  constructor(db: Database, clock: ServerClock) {
    this.#db = db;
    this.#clock = clock;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitVerdict> {
    const now = this.#clock.now();
    const row = await this.#upsert(key, windowMs, now);
    if (row.hits <= limit) return { allowed: true, retryAfterSeconds: 0 };
    const remainingMs = row.windowStart.getTime() + windowMs - now.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
  }

  async take(key: string, limit: number, windowMs: number): Promise<QuotaStanding> {
    const now = this.#clock.now();
    const row = await this.#upsert(key, windowMs, now);
    const leftMs = row.windowStart.getTime() + windowMs - now.getTime();
    return {
      allowed: row.hits <= limit,
      remaining: Math.max(0, limit - row.hits),
      resetSeconds: Math.max(1, Math.ceil(leftMs / 1000)),
    };
  }

  async count(key: string, windowMs: number): Promise<number> {
    return (await this.#upsert(key, windowMs, this.#clock.now())).hits;
  }

  async undo(key: string, windowMs: number): Promise<void> {
    const liveSince = new Date(this.#clock.now().getTime() - windowMs);
    // Only inside the window the hit was counted in: an ended window restarts at 1 anyway.
    await this.#db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowStart, liveSince)));
  }

  async #upsert(key: string, windowMs: number, now: Date) {
    // A window that started at or before this instant has ended.
    const endedBefore = new Date(now.getTime() - windowMs).toISOString();
    const expired = sql`${rateLimitHits.windowStart} <= ${endedBefore}::timestamptz`;
    // One atomic upsert: concurrent hits on a key queue on its row, so none is lost or double-counted.
    const [row] = await this.#db
      .insert(rateLimitHits)
      .values({ key, windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
          windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimitHits.windowStart} end`,
        },
      })
      .returning({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart });
    if (!row) throw new Error('rate limit upsert returned no row');
    if (++this.#hitsSincePrune >= RATE_LIMIT_PRUNE_EVERY_HITS) await this.prune();
    return row;
  }

  /** Deletes counters whose window ended long ago, so the table stays as small as the live keys. */
  async prune(): Promise<number> {
    this.#hitsSincePrune = 0;
    const cutoff = new Date(this.#clock.now().getTime() - RATE_LIMIT_ROW_RETENTION_MS);
    const deleted = await this.#db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, cutoff))
      .returning({ key: rateLimitHits.key });
    return deleted.length;
  }
}
