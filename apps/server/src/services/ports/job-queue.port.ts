import type { OperatorActor } from './audit-log.port.js';
import type { MailMessage } from './mailer.port.js';

/** What each kind of job carries: everything its handler needs, decided when it was enqueued. */
export interface JobPayloads {
  /** An e-mail, rendered when its state change happened, so a retry sends exactly that. */
  readonly 'send-mail': MailMessage;
  /**
   * A password-reset request: e-mails a link if an account uses the address (queued whatever the
   * address, so the request's work does not depend on it). Holds the new password's hash only.
   */
  readonly 'request-password-reset': { readonly email: string; readonly newPasswordHash: string };
  /** Asks the provider to refund a recorded refund (refunds.id), then records the outcome. */
  readonly 'refund-payment': { readonly refundId: number };
  /**
   * A payment provider's events for our webhook route, in the order they must arrive, each in the
   * provider's own JSON form (the embedded sandbox's: it signs them when it delivers).
   */
  readonly 'deliver-payment-events': {
    readonly events: readonly Readonly<Record<string, unknown>>[];
  };
  /** Fulfils a placed order of the public API (api_orders.id): serials, certificate, order.fulfilled. */
  readonly 'fulfil-api-order': { readonly apiOrderId: string };
  /** Delivers one webhook event (webhook_events.id) to one endpoint, signed, recording the attempt. */
  readonly 'deliver-webhook': { readonly eventId: string; readonly endpointId: string };
}

/** The kinds of job the workers run. */
export type JobKind = keyof JobPayloads;

/** A job to run after the state change it belongs to. */
export type NewJob = {
  [K in JobKind]: {
    readonly kind: K;
    readonly payload: JobPayloads[K];
    /** Enqueuing a second job with the same key is a no-op (one effect per state change). */
    readonly dedupeKey?: string;
    /** Attempts before the job is dead (default 8). */
    readonly maxAttempts?: number;
  };
}[JobKind];

/**
 * A transaction of the persistence layer, opaque to services: an adapter that changes state in a
 * transaction passes it so the job commits (or rolls back) with that change.
 */
export interface JobTransaction {
  readonly __jobTransaction: unique symbol;
}

/** A job a worker claimed: it holds it until its lock expires. */
export interface ClaimedJob {
  readonly id: number;
  readonly kind: string;
  readonly payload: unknown;
  /** Attempts started so far, this one included. */
  readonly attempts: number;
  readonly maxAttempts: number;
}

/** Job statuses: queued (waiting for its run time), running, done, dead (gave up). */
export type JobStatus = 'queued' | 'running' | 'done' | 'dead';

/** A job as operators see it. */
export interface JobView {
  readonly id: number;
  readonly kind: string;
  readonly status: JobStatus;
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly lastError: string | null;
  readonly runAt: Date;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
}

/**
 * What a failed attempt led to: another attempt at `runAt`, the dead state, or nothing because the
 * job was no longer this worker's (its lock expired and another worker claimed it again).
 */
export type JobFailure =
  | { readonly next: 'retry'; readonly runAt: Date }
  | { readonly next: 'dead' }
  | { readonly next: 'lost' };

/** What retrying a job did. */
export type JobRetry =
  | { readonly outcome: 'retried'; readonly job: JobView }
  | { readonly outcome: 'not-dead'; readonly status: JobStatus }
  | { readonly outcome: 'not-found' };

/**
 * The durable job queue (DESIGN §3.12), shared by every server on the database. Delivery is at
 * least once: a job runs again if its server dies between the effect and `complete`, so every
 * handler must be idempotent (an e-mail may then arrive twice; nothing is ever lost).
 */
export interface JobQueue {
  /** Stores a job to run now; inside `within` it commits or rolls back with that transaction. */
  enqueue(job: NewJob, within?: JobTransaction): Promise<void>;
  /**
   * Claims up to `limit` due jobs (queued with run_at ≤ now, or running with an expired lock),
   * marking them running until now + lockMs; concurrent claimers never get the same job.
   */
  claim(limit: number, now: Date, lockMs: number): Promise<ClaimedJob[]>;
  /**
   * Marks a claimed job done and drops its payload, if this claim still holds it (the job is
   * running at the claim's attempt); false when another worker claimed it since, whose outcome
   * then counts.
   */
  complete(job: ClaimedJob, now: Date): Promise<boolean>;
  /**
   * Records a failed attempt of a claim that still holds its job: retried later with backoff, or
   * dead after its max attempts; 'lost' when another worker claimed the job since.
   */
  fail(job: ClaimedJob, error: string, now: Date): Promise<JobFailure>;
  /** The newest jobs, of one status or all, for operators. */
  list(filter: { status?: JobStatus; limit: number }): Promise<JobView[]>;
  /**
   * An operator's retry of a dead job: queued again now with its attempts reset (its payload was
   * kept), audited as 'job.retry' in the same transaction; the job's status when it is not dead.
   */
  retryDead(id: number, now: Date, actor: OperatorActor): Promise<JobRetry>;
  /** How many jobs are in each status now (the metrics' queue depth and dead jobs). */
  countByStatus(): Promise<Record<JobStatus, number>>;
}
