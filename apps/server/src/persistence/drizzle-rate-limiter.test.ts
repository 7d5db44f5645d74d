import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MutableClock } from '../test-support/mutable-clock.js';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import {
  DrizzleRateLimiter,
  RATE_LIMIT_PRUNE_EVERY_HITS,
  RATE_LIMIT_ROW_RETENTION_MS,
} from './drizzle-rate-limiter.js';
import { rateLimitHits } from './schema.js';

const WINDOW_MS = 15 * 60 * 1000;

let handle: DatabaseHandle;
let clock: MutableClock;
let limiter: DrizzleRateLimiter;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(() => handle.close());

beforeEach(async () => {
  await handle.db.delete(rateLimitHits);
  clock = new MutableClock();
  limiter = new DrizzleRateLimiter(handle.db, clock);
});

/** One attempt for one key, through the port's only method (of `by`, the test's limiter by default). */
async function hit(key: string, limit: number, windowMs: number, by: DrizzleRateLimiter = limiter) {
  const [verdict] = await by.hitAll([{ key, limit, windowMs }]);
  if (!verdict) throw new Error('no verdict');
  return verdict;
}

describe('DrizzleRateLimiter', () => {
  it('allows `limit` hits in a window, then refuses with the seconds left in it', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await hit('login:ip:1.2.3.4', 3, WINDOW_MS)).toEqual({
        allowed: true,
        retryAfterSeconds: 0,
      });
    }
    clock.advance(60_500);
    expect(await hit('login:ip:1.2.3.4', 3, WINDOW_MS)).toEqual({
      allowed: false,
      retryAfterSeconds: Math.ceil((WINDOW_MS - 60_500) / 1000),
    });
    const [row] = await handle.db.select().from(rateLimitHits);
    expect(row).toEqual({
      key: 'login:ip:1.2.3.4',
      windowStart: new MutableClock().now(),
      hits: 4,
    });
  });

  it('starts a new window once the old one has ended', async () => {
    for (let i = 0; i < 4; i++) await hit('k', 3, WINDOW_MS);
    clock.advance(WINDOW_MS - 1);
    expect((await hit('k', 3, WINDOW_MS)).allowed).toBe(false);
    clock.advance(1);
    expect(await hit('k', 3, WINDOW_MS)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await handle.db.select().from(rateLimitHits)).toEqual([
      { key: 'k', windowStart: clock.now(), hits: 1 },
    ]);
  });

  it('counts hits and takes one back per undo, never below 0, only in the live window', async () => {
    expect(await limiter.count('fail', WINDOW_MS)).toBe(1);
    expect(await limiter.count('fail', WINDOW_MS)).toBe(2);
    await limiter.undo('fail', WINDOW_MS);
    expect(await limiter.count('fail', WINDOW_MS)).toBe(2);
    for (let i = 0; i < 4; i++) await limiter.undo('fail', WINDOW_MS);
    expect(await limiter.count('fail', WINDOW_MS)).toBe(1);
    // An undo after the window ended changes nothing: the next hit starts a new window at 1.
    clock.advance(WINDOW_MS);
    await limiter.undo('fail', WINDOW_MS);
    await limiter.undo('never-hit', WINDOW_MS);
    expect(await limiter.count('fail', WINDOW_MS)).toBe(1);
    expect((await hit('fail', 1, WINDOW_MS)).allowed).toBe(false);
  });

  it('keeps keys apart', async () => {
    await hit('a', 1, WINDOW_MS);
    expect((await hit('a', 1, WINDOW_MS)).allowed).toBe(false);
    expect((await hit('b', 1, WINDOW_MS)).allowed).toBe(true);
  });

  it('loses no hit under concurrency: of 40 simultaneous attempts exactly `limit` pass', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, () => hit('busy', 10, WINDOW_MS)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    const [row] = await handle.db.select().from(rateLimitHits);
    expect(row?.hits).toBe(40);
  });

  it('counts several keys in one call, each with the verdict a hit of its own would get', async () => {
    const attempts = [
      { key: 'a', limit: 1, windowMs: WINDOW_MS },
      { key: 'b', limit: 2, windowMs: WINDOW_MS },
      { key: 'c', limit: 2, windowMs: 2 * WINDOW_MS },
    ];
    const allowed = async () => (await limiter.hitAll(attempts)).map((v) => v.allowed);
    expect(await allowed()).toEqual([true, true, true]);
    expect(await allowed()).toEqual([false, true, true]);
    clock.advance(60_000);
    expect(await limiter.hitAll(attempts)).toEqual([
      { allowed: false, retryAfterSeconds: (WINDOW_MS - 60_000) / 1000 },
      { allowed: false, retryAfterSeconds: (WINDOW_MS - 60_000) / 1000 },
      { allowed: false, retryAfterSeconds: (2 * WINDOW_MS - 60_000) / 1000 },
    ]);
    clock.advance(WINDOW_MS); // a and b start new windows; c's (twice as long) goes on
    expect(await allowed()).toEqual([true, true, false]);
    const rows = await handle.db.select().from(rateLimitHits);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.hits]))).toEqual({
      a: 1,
      b: 1,
      c: 4,
    });
  });

  it('loses no hit and never deadlocks when calls name the same keys in any order', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        limiter.hitAll(
          (i % 2 ? ['x', 'y'] : ['y', 'x']).map((key) => ({ key, limit: 10, windowMs: WINDOW_MS })),
        ),
      ),
    );
    expect(verdicts.filter(([first]) => first?.allowed)).toHaveLength(10);
    const rows = await handle.db.select().from(rateLimitHits);
    expect(rows.map((row) => row.hits)).toEqual([40, 40]);
  });

  it('counts calls of any number of keys alike, however many keys (kept statements or not)', async () => {
    // A statement is kept per key count up to a bound; a longer call builds its own.
    for (const keyCount of [1, 2, 12, 2, 12]) {
      const attempts = Array.from({ length: keyCount }, (_, i) => ({
        key: `many:${i}`,
        limit: 4,
        windowMs: WINDOW_MS,
      }));
      await limiter.hitAll(attempts);
    }
    const counts = await handle.db.select().from(rateLimitHits);
    const hits = Object.fromEntries(counts.map((row) => [row.key, row.hits]));
    expect(hits).toEqual({
      'many:0': 5,
      'many:1': 4,
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`many:${i + 2}`, 2])),
    });
    expect((await hit('many:1', 4, WINDOW_MS)).allowed).toBe(false);
  });

  it('refuses to count one key twice in one call (a caller bug)', async () => {
    const twice = [
      { key: 'k', limit: 5, windowMs: WINDOW_MS },
      { key: 'k', limit: 5, windowMs: WINDOW_MS },
    ];
    await expect(limiter.hitAll(twice)).rejects.toThrow(RangeError);
  });

  it('shares counts between limiters on one database (two server processes)', async () => {
    const other = new DrizzleRateLimiter(handle.db, clock);
    await hit('shared', 2, WINDOW_MS);
    await hit('shared', 2, WINDOW_MS, other);
    expect((await hit('shared', 2, WINDOW_MS)).allowed).toBe(false);
  });

  it('prunes counters whose window ended over a day ago, by itself every N hits', async () => {
    await hit('old', 5, WINDOW_MS);
    clock.advance(RATE_LIMIT_ROW_RETENTION_MS + 1);
    await hit('recent', 5, WINDOW_MS);
    for (let i = 0; i < RATE_LIMIT_PRUNE_EVERY_HITS - 3; i++) await hit('recent', 1e6, WINDOW_MS);
    expect((await handle.db.select().from(rateLimitHits)).map((r) => r.key).sort()).toEqual([
      'old',
      'recent',
    ]);
    await hit('recent', 1e6, WINDOW_MS); // the N-th hit of this process prunes
    expect((await handle.db.select().from(rateLimitHits)).map((r) => r.key)).toEqual(['recent']);
  });
});
