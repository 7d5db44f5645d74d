import type { ServerClock } from '../services/ports/clock.port.js';
import type { ClaimedJob, JobQueue } from '../services/ports/job-queue.port.js';

/** Runs one job's effect; throws when it failed (the queue retries it). Must be idempotent. */
export type JobHandler = (
  payload: unknown,
  /** The job being run: its id (the same on every attempt) and how many attempts it has had. */
  job: { readonly id: number; readonly attempts: number; readonly maxAttempts: number },
) => Promise<void>;

/** Where the worker reports failed attempts (warn) and dead jobs (error). */
export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How long a claimed batch stays this worker's by default (a dead server's jobs wait this long). */
export const DEFAULT_JOB_LOCK_MS = 60_000;

/**
 * Kinds whose jobs of one batch run side by side rather than one after another: webhook
 * deliveries wait on other people's servers (at most 5 s lookup + 10 s exchange each), and ten
 * slow ones in a row outlasted the lock, so another server claimed and sent them again. The
 * others keep their order (the sandbox's payment events reach our webhook route as sent).
 */
const SIDE_BY_SIDE_KINDS: ReadonlySet<string> = new Set(['deliver-webhook']);

/** What a worker runs on. */
export interface JobWorkerOptions {
  readonly queue: JobQueue;
  readonly handlers: Readonly<Record<string, JobHandler>>;
  readonly clock: ServerClock;
  readonly log: JobLog;
  /** Jobs claimed per poll. */
  readonly batchSize?: number;
  /** How long a claimed job stays this worker's, in milliseconds, before others may take it. */
  readonly lockMs?: number;
}

/**
 * Polls the queue, runs each claimed job's handler by kind, and records the outcome. One worker
 * per server; several servers share the queue safely (the queue's claim skips locked rows).
 */
export class JobWorker {
  readonly #options: JobWorkerOptions;
  #inFlight: Promise<number> | null = null;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: JobWorkerOptions) {
    this.#options = options;
  }

  /** Claims and runs one batch; a call during a running batch waits for it (never overlaps). */
  runOnce(): Promise<number> {
    if (!this.#inFlight) {
      this.#inFlight = this.#runBatch().finally(() => {
        this.#inFlight = null;
      });
    }
    return this.#inFlight;
  }

  /** Runs batches until none is due; returns how many jobs ran (tests: "run the jobs now"). */
  async drain(): Promise<number> {
    let total = 0;
    for (let ran = await this.runOnce(); ran > 0; ran = await this.runOnce()) total += ran;
    return total;
  }

  /** Polls every intervalMs until stop(). */
  start(intervalMs: number): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.runOnce().catch((error: unknown) =>
        this.#options.log.error({ err: error }, 'job poll failed; the next one will retry'),
      );
    }, intervalMs);
    this.#timer.unref();
  }

  /** Stops polling and waits for the batch in flight (its jobs are completed or failed). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#inFlight?.catch(() => undefined);
  }

  async #runBatch(): Promise<number> {
    const { queue, clock, batchSize = 10, lockMs = DEFAULT_JOB_LOCK_MS } = this.#options;
    const claimed = await queue.claim(batchSize, clock.now(), lockMs);
    const sideBySide = claimed.filter((job) => SIDE_BY_SIDE_KINDS.has(job.kind));
    const inOrder = async () => {
      for (const job of claimed) if (!SIDE_BY_SIDE_KINDS.has(job.kind)) await this.#run(job);
    };
    await Promise.all([inOrder(), ...sideBySide.map((job) => this.#run(job))]);
    return claimed.length;
  }

  async #run(job: ClaimedJob): Promise<void> {
    const { queue, clock, log, handlers } = this.#options;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failure = await queue.fail(job, message, clock.now());
      const details = { jobId: job.id, kind: job.kind, attempts: job.attempts, error: message };
      if (failure.next === 'dead') log.error(details, 'job is dead after its last attempt');
      else if (failure.next === 'retry')
        log.warn({ ...details, retryAt: failure.runAt.toISOString() }, 'job failed; will retry');
      else log.warn(details, 'job failed after its lock expired; another worker holds it now');
      return;
    }
    if (!(await queue.complete(job, clock.now())))
      log.warn(
        { jobId: job.id, kind: job.kind },
        'job ran after its lock expired; another worker holds it now',
      );
  }
}
