import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { ServerClock } from '../services/ports/clock.port.js';
import type {
  FailureCounter,
  QuotaMeter,
  QuotaStanding,
  RateLimitHit,
  RateLimitVerdict,
} from '../services/ports/rate-limiter.port.js';
import type { Database } from './database.js';
import { rateLimitHits } from './schema.js';
import { type StatementNaming, StatementsByCount } from './statement-names.js';

/** Age after which a counter's window is certainly over and its row can go, in milliseconds. */
export const RATE_LIMIT_ROW_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Hits between two clean-ups of ended windows, per process. */
export const RATE_LIMIT_PRUNE_EVERY_HITS = 1000;

// Up to this many keys, an upsert's statement is prepared once per key count and kept (callers
// count 1 to 3 keys a request); a larger one is built for its call.
const MAX_KEPT_UPSERT_ROWS = 8;

// Counts one hit for each of n keys (sorted, distinct: a row is updated once per statement):
// placeholders key0 … key{n-1}, now, and endedBefore (a window that started at or before it has
// ended). One atomic upsert: concurrent hits on a key queue on its row, so none is lost or
// double-counted; its rows are locked in the order given, so two upserts sharing keys never
// wait in a cycle.
function prepareUpsert(db: Database, rowCount: number, name: string) {
  const expired = sql`${rateLimitHits.windowStart} <= ${sql.placeholder('endedBefore')}::timestamptz`;
  return db
    .insert(rateLimitHits)
    .values(
      Array.from({ length: rowCount }, (_, i) => ({
        key: sql.placeholder(`key${i}`),
        windowStart: sql.placeholder('now'),
        hits: 1,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({
      key: rateLimitHits.key,
      hits: rateLimitHits.hits,
      windowStart: rateLimitHits.windowStart,
    })
    .prepare(name);
}

type Upsert = ReturnType<typeof prepareUpsert>;

/** Fixed-window rate limits in the rate_limit_hits table, shared by every server process. */
export class DrizzleRateLimiter implements FailureCounter, QuotaMeter {
  readonly #db: Database;
  readonly #clock: ServerClock;
  // The upsert of each key count met so far (every request sends one: built once, not per hit).
  readonly #upserts: StatementsByCount<Upsert>;
  #hitsSincePrune = 0;

  constructor(db: Database, clock: ServerClock, naming: StatementNaming = {}) {
    this.#db = db;
    this.#clock = clock;
    this.#upserts = new StatementsByCount({
      build: (rowCount, name) => prepareUpsert(db, rowCount, name),
      name: 'rate_limit_hits_upsert',
      kept: MAX_KEPT_UPSERT_ROWS,
      naming,
    });
  }

  async hitAll(hits: readonly RateLimitHit[]): Promise<RateLimitVerdict[]> {
    if (new Set(hits.map((hit) => hit.key)).size < hits.length)
      throw new RangeError('one attempt counts once per key');
    const now = this.#clock.now();
    // One upsert per window length (one in all for the usual callers, whose limits share it).
    const rows = new Map<string, { hits: number; windowStart: Date }>();
    for (const windowMs of new Set(hits.map((hit) => hit.windowMs))) {
      const keys = hits.filter((hit) => hit.windowMs === windowMs).map((hit) => hit.key);
      for (const row of await this.#upsert(keys, windowMs, now)) rows.set(row.key, row);
    }
    return hits.map(({ key, limit, windowMs }) => {
      const row = rows.get(key);
      if (!row) throw new Error('rate limit upsert returned no row');
      if (row.hits <= limit) return { allowed: true, retryAfterSeconds: 0 };
      const remainingMs = row.windowStart.getTime() + windowMs - now.getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
    });
  }

  async take(key: string, limit: number, windowMs: number): Promise<QuotaStanding> {
    const now = this.#clock.now();
    const row = await this.#upsertOne(key, windowMs, now);
    const leftMs = row.windowStart.getTime() + windowMs - now.getTime();
    return {
      allowed: row.hits <= limit,
      remaining: Math.max(0, limit - row.hits),
      resetSeconds: Math.max(1, Math.ceil(leftMs / 1000)),
    };
  }

  async count(key: string, windowMs: number): Promise<number> {
    return (await this.#upsertOne(key, windowMs, this.#clock.now())).hits;
  }

  async undo(key: string, windowMs: number): Promise<void> {
    const liveSince = new Date(this.#clock.now().getTime() - windowMs);
    // Only inside the window the hit was counted in: an ended window restarts at 1 anyway.
    await this.#db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowStart, liveSince)));
  }

  async #upsertOne(key: string, windowMs: number, now: Date) {
    const [row] = await this.#upsert([key], windowMs, now);
    if (!row) throw new Error('rate limit upsert returned no row');
    return row;
  }

  // Counts one hit for each of `keys` (distinct: a row is updated once per statement).
  async #upsert(keys: readonly string[], windowMs: number, now: Date) {
    const values: Record<string, unknown> = {
      now,
      endedBefore: new Date(now.getTime() - windowMs).toISOString(),
    };
    for (const [i, key] of [...keys].sort().entries()) values[`key${i}`] = key;
    const rows = await this.#upserts.of(keys.length).execute(values);
    this.#hitsSincePrune += keys.length;
    if (this.#hitsSincePrune >= RATE_LIMIT_PRUNE_EVERY_HITS) await this.prune();
    return rows;
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
