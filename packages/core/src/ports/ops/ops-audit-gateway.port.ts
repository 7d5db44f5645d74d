import type { GatewayResult } from '../gateway-error.js';

/** One operator action in the append-only audit log. */
export interface AuditLogEntry {
  readonly id: number;
  /** When it happened, ISO 8601. */
  readonly at: string;
  /** The operator's user id; null for the machine token. */
  readonly actorUserId: number | null;
  /** Who did it, as the server labels them. */
  readonly actor: string;
  /** resource.verb, e.g. 'order.refund'. */
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string;
  /** The record's relevant fields before and after (null when it did not exist). */
  readonly before: unknown;
  readonly after: unknown;
}

/** Which entries to read: newest first, every filter optional. */
export interface AuditLogQuery {
  readonly action?: string;
  readonly targetType?: string;
  readonly targetId?: string;
  /** Earliest time, ISO 8601 with offset. */
  readonly from?: string;
  /** Latest time, ISO 8601 with offset. */
  readonly to?: string;
  /** Only entries older than this id: the next page. */
  readonly beforeId?: number;
  /** Most entries to return. */
  readonly limit?: number;
}

/** The audit log of every operator action. */
export interface OpsAuditGateway {
  list(query: AuditLogQuery): GatewayResult<readonly AuditLogEntry[]>;
}
