import type { GatewayResult } from '../gateway-error.js';

/** A message of the outbox listing (never its body). */
export interface OpsOutboxItem {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly hasHtml: boolean;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** One outbox message with its bodies; `html` must only ever be shown sandboxed. */
export interface OpsOutboxMessage {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly createdAt: string;
}

/** A job of the durable queue. */
export type OpsJobStatus = 'queued' | 'running' | 'done' | 'dead';

/** A job as operators see it (never its payload). */
export interface OpsJob {
  readonly id: number;
  readonly kind: string;
  readonly status: OpsJobStatus;
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly lastError: string | null;
  /** ISO 8601. */
  readonly runAt: string;
  readonly createdAt: string;
  readonly finishedAt: string | null;
}

/** The outbox and the job queue (GET /api/ops/outbox/messages, /api/ops/jobs…). */
export interface OpsMailJobsGateway {
  outbox(request: {
    readonly to?: string;
    readonly beforeId?: number;
    readonly limit: number;
  }): GatewayResult<{
    readonly items: readonly OpsOutboxItem[];
    readonly nextBeforeId: number | null;
  }>;
  message(id: number): GatewayResult<OpsOutboxMessage>;
  jobs(request: {
    readonly status?: OpsJobStatus;
    readonly limit: number;
  }): GatewayResult<readonly OpsJob[]>;
  /** Queues a dead job again. */
  retry(id: number): GatewayResult<OpsJob>;
}
