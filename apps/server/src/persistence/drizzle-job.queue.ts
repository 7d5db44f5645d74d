import { and, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { OperatorActor } from '../services/ports/audit-log.port.js';
import type { ServerClock } from '../services/ports/clock.port.js';
import type {
  ClaimedJob,
  JobFailure,
  JobQueue,
  JobRetry,
  JobStatus,
  JobTransaction,
  JobView,
  NewJob,
} from '../services/ports/job-queue.port.js';
import { retryDelayMs } from '../services/shared/retry-backoff.js';
import { appendAuditEntry } from './audit-records.js';
import type { Database } from './database.js';
import { jobs } from './schema.js';

// What operators see of a job: never its payload (e-mails carry sign-in links).
const VIEW = {
  id: jobs.id,
  kind: jobs.kind,
  status: jobs.status,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  lastError: jobs.lastError,
  runAt: jobs.runAt,
  createdAt: jobs.createdAt,
  finishedAt: jobs.finishedAt,
};

/** A Drizzle transaction (or the database) as the opaque handle services pass along. */
export function asJobTransaction(tx: Database): JobTransaction {
  return tx as unknown as JobTransaction;
}

/**
 * The job still belongs to this claim: running at the claim's attempt. A claim counts one more
 * attempt, so a worker whose lock expired and whose job was claimed again no longer matches.
 */
function heldBy(job: ClaimedJob) {
  return and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));
}

/**
 * The job queue in the jobs table, on PGlite or PostgreSQL. Claiming is one UPDATE over a
 * `SELECT … FOR UPDATE SKIP LOCKED`, so any number of workers share the table without taking one
 * job twice; a claimed job's attempt is counted when it is claimed, so a job that kills its server
 * still reaches its dead state.
 */
export class DrizzleJobQueue implements JobQueue {
  readonly #db: Database;
  readonly #random: () => number;
  readonly #clock: ServerClock;

  /** `clock` dates new jobs (the server's, so a test clock sees them due); `random` jitters retries. */
  constructor(db: Database, options: { clock?: ServerClock; random?: () => number } = {}) {
    this.#db = db;
    this.#clock = options.clock ?? { now: () => new Date() };
    this.#random = options.random ?? Math.random;
  }

  async enqueue(job: NewJob, within?: JobTransaction): Promise<void> {
    const db = within ? (within as unknown as Database) : this.#db;
    await db
      .insert(jobs)
      .values({
        kind: job.kind,
        payload: job.payload,
        dedupeKey: job.dedupeKey ?? null,
        runAt: this.#clock.now(),
        ...(job.maxAttempts !== undefined && { maxAttempts: job.maxAttempts }),
      })
      .onConflictDoNothing({ target: jobs.dedupeKey });
  }

  async claim(limit: number, now: Date, lockMs: number): Promise<ClaimedJob[]> {
    return this.#db.transaction(async (tx) => {
      // A job that used every attempt and whose server died while running it ends here.
      await tx
        .update(jobs)
        .set({ status: 'dead', finishedAt: now, lastError: 'lock expired on the last attempt' })
        .where(
          and(
            eq(jobs.status, 'running'),
            lte(jobs.lockedUntil, now),
            gte(jobs.attempts, jobs.maxAttempts),
          ),
        );
      const due = tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
          ),
        )
        .orderBy(jobs.runAt, jobs.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await tx
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedUntil: new Date(now.getTime() + lockMs),
        })
        .where(inArray(jobs.id, due))
        .returning({
          id: jobs.id,
          kind: jobs.kind,
          payload: jobs.payload,
          attempts: jobs.attempts,
          maxAttempts: jobs.maxAttempts,
        });
      return claimed.sort((a, b) => a.id - b.id);
    });
  }

  async complete(job: ClaimedJob, now: Date): Promise<boolean> {
    // A done job keeps no payload: its e-mail's sign-in link or a reset's password hash would
    // otherwise stay readable in the table long after it served.
    const rows = await this.#db
      .update(jobs)
      .set({ status: 'done', finishedAt: now, lockedUntil: null, payload: {} })
      .where(heldBy(job))
      .returning({ id: jobs.id });
    return rows.length === 1;
  }

  async fail(job: ClaimedJob, error: string, now: Date): Promise<JobFailure> {
    const lastError = error.slice(0, 2000);
    if (job.attempts >= job.maxAttempts) {
      const rows = await this.#db
        .update(jobs)
        .set({ status: 'dead', lastError, finishedAt: now, lockedUntil: null })
        .where(heldBy(job))
        .returning({ id: jobs.id });
      return rows.length === 1 ? { next: 'dead' } : { next: 'lost' };
    }
    const runAt = new Date(now.getTime() + retryDelayMs(job.attempts, this.#random));
    const rows = await this.#db
      .update(jobs)
      .set({ status: 'queued', lastError, runAt, lockedUntil: null })
      .where(heldBy(job))
      .returning({ id: jobs.id });
    return rows.length === 1 ? { next: 'retry', runAt } : { next: 'lost' };
  }

  async countByStatus(): Promise<Record<JobStatus, number>> {
    const rows = await this.#db
      .select({ status: jobs.status, count: sql<number>`count(*)::int` })
      .from(jobs)
      .groupBy(jobs.status);
    const counts: Record<JobStatus, number> = { queued: 0, running: 0, done: 0, dead: 0 };
    for (const { status, count } of rows) counts[status] = count;
    return counts;
  }

  async retryDead(id: number, now: Date, actor: OperatorActor): Promise<JobRetry> {
    return this.#db.transaction(async (tx) => {
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
      if (!job) return { outcome: 'not-found' };
      if (job.status !== 'dead') return { outcome: 'not-dead', status: job.status };
      // Attempts start again from zero, so the job gets its whole backoff schedule once more; the
      // last error stays until an attempt replaces it, so the operator still sees why it died.
      const [retried] = await tx
        .update(jobs)
        .set({ status: 'queued', attempts: 0, runAt: now, lockedUntil: null, finishedAt: null })
        .where(eq(jobs.id, id))
        .returning(VIEW);
      if (!retried) throw new Error('update of jobs returned no row');
      await appendAuditEntry(tx, {
        actor,
        action: 'job.retry',
        targetType: 'job',
        targetId: String(id),
        before: { status: job.status, attempts: job.attempts, lastError: job.lastError },
        after: { status: retried.status, attempts: retried.attempts },
      });
      return { outcome: 'retried', job: retried };
    });
  }

  async list(filter: { status?: JobStatus; limit: number }): Promise<JobView[]> {
    return this.#db
      .select(VIEW)
      .from(jobs)
      .where(filter.status ? eq(jobs.status, filter.status) : undefined)
      .orderBy(desc(jobs.id))
      .limit(filter.limit);
  }
}
