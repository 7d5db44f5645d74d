import { z } from 'zod';

/** Most jobs one request returns. */
export const JOBS_PAGE_MAX = 100;

/** The states of a job of the durable queue. */
export const JobStatus = z
  .enum(['queued', 'running', 'done', 'dead'])
  .describe('queued: waiting for its run time; running: claimed by a worker; dead: gave up.');
/** A job's state. */
export type JobStatus = z.infer<typeof JobStatus>;

/** GET /api/ops/jobs query: the newest jobs, of one status or all. */
export const JobsQuery = z.object({
  status: JobStatus.optional().describe('Only jobs in this state (e.g. dead); all when absent.'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(JOBS_PAGE_MAX)
    .default(50)
    .describe(`How many jobs, newest first (1–${JOBS_PAGE_MAX}, default 50).`),
});
/** GET /api/ops/jobs query. */
export type JobsQuery = z.infer<typeof JobsQuery>;

/** One job as operators see it (never its payload: e-mails carry links that sign people in). */
export const JobResponse = z.object({
  id: z.number().int(),
  kind: z.string().describe('What the job does, e.g. send-mail.'),
  status: JobStatus,
  attempts: z.number().int().describe('Attempts started so far.'),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable().describe('Why the last attempt failed.'),
  runAt: z.string().describe('ISO 8601: when the next attempt may start.'),
  createdAt: z.string().describe('ISO 8601.'),
  finishedAt: z.string().nullable().describe('ISO 8601: when it was done or given up.'),
});
/** One job. */
export type JobResponse = z.infer<typeof JobResponse>;

/** GET /api/ops/jobs reply. */
export const JobListResponse = z.array(JobResponse);

/** The :id of a job. */
export const JobParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
