import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClaimedJob, NewJob } from '../services/ports/job-queue.port.js';
import { MutableClock } from '../test-support/mutable-clock.js';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { asJobTransaction, DrizzleJobQueue } from './drizzle-job.queue.js';
import { jobs } from './schema.js';

// The queue on the test database (PGlite, or PostgreSQL when DATABASE_URL is set).

const LOCK_MS = 60_000;
const mail = (n: number): NewJob => ({
  kind: 'send-mail',
  payload: { to: `u${n}@example.com`, subject: `Mail ${n}`, text: 'Hello.' },
});

/** The job a claim returned; the test fails when there was none. */
function held(job: ClaimedJob | undefined): ClaimedJob {
  if (!job) throw new Error('no job was claimed');
  return job;
}

let handle: DatabaseHandle;
let clock: MutableClock;
let queue: DrizzleJobQueue;

beforeAll(async () => {
  handle = await openTestDatabase();
});
beforeEach(async () => {
  await handle.db.delete(jobs);
  clock = new MutableClock();
  // random() = 1 puts every retry at the top of its jitter window: exact times to assert.
  queue = new DrizzleJobQueue(handle.db, { clock, random: () => 1 });
});
afterAll(() => handle.close());

describe('DrizzleJobQueue', () => {
  it('stores a job enqueued in a transaction only if that transaction commits', async () => {
    await handle.db
      .transaction(async (tx) => {
        await queue.enqueue(mail(1), asJobTransaction(tx));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await handle.db.select().from(jobs)).toEqual([]);
    await handle.db.transaction(async (tx) => queue.enqueue(mail(2), asJobTransaction(tx)));
    expect(await handle.db.select({ kind: jobs.kind }).from(jobs)).toEqual([{ kind: 'send-mail' }]);
  });

  it('ignores a second job with the same dedupe key', async () => {
    await queue.enqueue({ ...mail(1), dedupeKey: 'receipt:7' });
    await queue.enqueue({ ...mail(2), dedupeKey: 'receipt:7' });
    const rows = await handle.db.select().from(jobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual(mail(1).payload);
  });

  it('claims due jobs once, marks them running until their lock ends, and completes them', async () => {
    await queue.enqueue(mail(1));
    const [job] = await queue.claim(10, clock.now(), LOCK_MS);
    expect(job).toMatchObject({ kind: 'send-mail', payload: mail(1).payload, attempts: 1 });
    expect(await queue.claim(10, clock.now(), LOCK_MS)).toEqual([]);
    await queue.complete(held(job), clock.now());
    const [row] = await handle.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'done', finishedAt: clock.now(), lockedUntil: null });
    expect(row?.payload).toEqual({});
  });

  it('never hands one job to two concurrent claimers (FOR UPDATE SKIP LOCKED)', async () => {
    for (let n = 0; n < 20; n++) await queue.enqueue(mail(n));
    const other = new DrizzleJobQueue(handle.db, { clock });
    const batches = await Promise.all([
      queue.claim(7, clock.now(), LOCK_MS),
      other.claim(7, clock.now(), LOCK_MS),
      queue.claim(7, clock.now(), LOCK_MS),
    ]);
    const ids = batches.flat().map((job) => job.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });

  it('retries a failed job with exponential backoff: 10 s, 20 s, 40 s …', async () => {
    await queue.enqueue(mail(1));
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      const [job] = await queue.claim(1, clock.now(), LOCK_MS);
      expect(job?.attempts).toBe(attempt);
      const failure = await queue.fail(held(job), `smtp down ${attempt}`, clock.now());
      if (failure.next !== 'retry') throw new Error('expected a retry');
      delays.push(failure.runAt.getTime() - clock.now().getTime());
      clock.advance(delays.at(-1) ?? 0);
    }
    expect(delays).toEqual([10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000]);
    const [row] = await handle.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'queued', attempts: 7, lastError: 'smtp down 7' });
  });

  it('waits until run_at before a retry is claimable', async () => {
    await queue.enqueue(mail(1));
    const [job] = await queue.claim(1, clock.now(), LOCK_MS);
    await queue.fail(held(job), 'smtp down', clock.now());
    clock.advance(9_999);
    expect(await queue.claim(1, clock.now(), LOCK_MS)).toEqual([]);
    clock.advance(1);
    expect(await queue.claim(1, clock.now(), LOCK_MS)).toHaveLength(1);
  });

  it('makes a job dead after its max attempts, keeping the last error', async () => {
    await queue.enqueue({ ...mail(1), maxAttempts: 3 });
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [job] = await queue.claim(1, clock.now(), LOCK_MS);
      outcomes.push((await queue.fail(held(job), `refused ${attempt}`, clock.now())).next);
      clock.advance(60 * 60 * 1000);
    }
    expect(outcomes).toEqual(['retry', 'retry', 'dead']);
    expect(await queue.claim(1, clock.now(), LOCK_MS)).toEqual([]);
    const dead = await queue.list({ status: 'dead', limit: 10 });
    expect(dead).toEqual([
      expect.objectContaining({ kind: 'send-mail', attempts: 3, lastError: 'refused 3' }),
    ]);
  });

  it('hands a running job whose lock expired (its server died) to another worker', async () => {
    await queue.enqueue(mail(1));
    const [first] = await queue.claim(1, clock.now(), LOCK_MS);
    clock.advance(LOCK_MS - 1);
    expect(await queue.claim(1, clock.now(), LOCK_MS)).toEqual([]);
    clock.advance(1);
    const [again] = await queue.claim(1, clock.now(), LOCK_MS);
    expect(again).toMatchObject({ id: first?.id, attempts: 2 });
  });

  it('ends in dead a job whose server died during its last attempt', async () => {
    await queue.enqueue({ ...mail(1), maxAttempts: 1 });
    const [job] = await queue.claim(1, clock.now(), LOCK_MS);
    clock.advance(LOCK_MS);
    expect(await queue.claim(1, clock.now(), LOCK_MS)).toEqual([]);
    const [row] = await handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, job?.id ?? 0));
    expect(row?.status).toBe('dead');
  });

  describe('ownership: only the claim that holds a job records its outcome', () => {
    async function reclaimedAfterLockExpiry(): Promise<{ stale: ClaimedJob; fresh: ClaimedJob }> {
      await queue.enqueue(mail(1));
      const [stale] = await queue.claim(1, clock.now(), LOCK_MS);
      clock.advance(LOCK_MS);
      const [fresh] = await new DrizzleJobQueue(handle.db, { clock }).claim(
        1,
        clock.now(),
        LOCK_MS,
      );
      return { stale: held(stale), fresh: held(fresh) };
    }

    it('ignores complete from a worker whose lock expired and whose job was claimed again', async () => {
      const { stale, fresh } = await reclaimedAfterLockExpiry();
      expect(await queue.complete(stale, clock.now())).toBe(false);
      const [row] = await handle.db.select().from(jobs);
      expect(row).toMatchObject({ status: 'running', attempts: 2, finishedAt: null });
      expect(await queue.complete(fresh, clock.now())).toBe(true);
      const [done] = await handle.db.select().from(jobs);
      expect(done).toMatchObject({ status: 'done', attempts: 2 });
    });

    it('ignores fail from that stale worker, so it neither requeues nor kills the job', async () => {
      const { stale, fresh } = await reclaimedAfterLockExpiry();
      expect(await queue.fail(stale, 'late failure', clock.now())).toEqual({ next: 'lost' });
      const [row] = await handle.db.select().from(jobs);
      expect(row).toMatchObject({ status: 'running', attempts: 2, lastError: null });
      expect((await queue.fail(fresh, 'smtp down', clock.now())).next).toBe('retry');
      // The stale claim cannot complete the requeued job either.
      expect(await queue.complete(stale, clock.now())).toBe(false);
      const [requeued] = await handle.db.select().from(jobs);
      expect(requeued).toMatchObject({ status: 'queued', lastError: 'smtp down' });
    });

    it('ignores a stale fail on the last attempt, and a second complete of a done job', async () => {
      await queue.enqueue({ ...mail(1), maxAttempts: 1 });
      const [job] = await queue.claim(1, clock.now(), LOCK_MS);
      expect(await queue.complete(held(job), clock.now())).toBe(true);
      expect(await queue.complete(held(job), clock.now())).toBe(false);
      expect(await queue.fail(held(job), 'too late', clock.now())).toEqual({ next: 'lost' });
      const [row] = await handle.db.select().from(jobs);
      expect(row).toMatchObject({ status: 'done', lastError: null });
    });

    it('still lets a worker whose lock expired complete a job nobody claimed since', async () => {
      await queue.enqueue(mail(1));
      const [job] = await queue.claim(1, clock.now(), LOCK_MS);
      clock.advance(LOCK_MS * 2);
      expect(await queue.complete(held(job), clock.now())).toBe(true);
      expect(await queue.claim(1, clock.now(), LOCK_MS)).toEqual([]);
    });
  });
});
