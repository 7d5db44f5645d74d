import type pg from 'pg';
import { sleep } from './chaos-figures.js';

/** What is still in motion: PENDING orders past their reservation, jobs queued or running. */
async function inMotion(pool: pg.Pool): Promise<{ overdue: number; jobs: number }> {
  const { rows } = await pool.query<{ overdue: string; jobs: string }>(`
    select
      (select count(*) from orders where status = 'PENDING' and reservation_expires_at < now())
        as overdue,
      (select count(*) from jobs where status in ('queued', 'running')) as jobs`);
  return { overdue: Number(rows[0]?.overdue ?? 0), jobs: Number(rows[0]?.jobs ?? 0) };
}

/**
 * Lets the servers' sweeps and job workers finish: polls every second until no PENDING order is
 * past its reservation and no job is queued or running, twice in a row, for at most `limitMs`.
 * Returns how long it took, or null when it did not settle (the invariants then say what is left).
 */
export async function settle(pool: pg.Pool, limitMs: number): Promise<number | null> {
  const started = Date.now();
  let quietPolls = 0;
  while (Date.now() - started < limitMs) {
    const { overdue, jobs } = await inMotion(pool);
    quietPolls = overdue === 0 && jobs === 0 ? quietPolls + 1 : 0;
    if (quietPolls === 2) return Date.now() - started;
    await sleep(1_000);
  }
  return null;
}
