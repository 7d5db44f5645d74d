import type { ServerClock } from '../services/ports/clock.port.js';

/** One idempotent step of a sweep, at the sweep's moment (the composition root lists them). */
export type SweepTask = (now: Date) => Promise<unknown>;

/** Where a failed sweep is reported. */
export interface SweepLog {
  error(details: { err: unknown }, message: string): void;
}

/**
 * One sweep: every task in turn, e.g. ending reservations whose time is up (their tonnes come
 * back) and, with the sandbox, expiring its unpaid sessions and billing due renewals. Every task
 * is idempotent and safe with several server processes sweeping the same database.
 */
export async function sweepOnce(tasks: readonly SweepTask[], clock: ServerClock): Promise<void> {
  for (const task of tasks) await task(clock.now());
}

/** Sweeps every intervalMs until the returned stop function is called; never overlaps itself. */
export function startSweeper(
  tasks: readonly SweepTask[],
  clock: ServerClock,
  log: SweepLog,
  intervalMs: number,
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sweepOnce(tasks, clock);
    } catch (error) {
      log.error({ err: error }, 'sweep failed; the next one will retry');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
