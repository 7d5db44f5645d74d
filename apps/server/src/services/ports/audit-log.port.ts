/** Who did an operator action: an operator's account, or a script with the machine token. */
export interface OperatorActor {
  /** The operator's account; null for the machine token (OPERATOR_TOKEN). */
  readonly userId: number | null;
  /** As the audit log shows it: the operator's e-mail, or 'machine token'. */
  readonly label: string;
}

/** One operator action as the audit log keeps it (DESIGN §5 'Operators'). */
export interface AuditEntry {
  readonly actor: OperatorActor;
  /** What was done, as `resource.verb`: 'project.update', 'order.refund', 'enquiry.reply'. */
  readonly action: string;
  /** What it was done to: 'project', 'order', 'customer', 'enquiry', … and that record's id. */
  readonly targetType: string;
  readonly targetId: string;
  /** The record before and after the action (JSON-serialisable; null for a creation or a read). */
  readonly before?: unknown;
  readonly after?: unknown;
}

/** An audit entry as stored, with its position and time. */
export interface AuditRecord extends AuditEntry {
  readonly id: number;
  readonly at: Date;
}

/** Which entries to list, newest first. */
export interface AuditQuery {
  readonly actorUserId?: number;
  readonly action?: string;
  readonly targetType?: string;
  readonly targetId?: string;
  readonly from?: Date;
  readonly to?: Date;
  readonly limit: number;
  /** Entries older than this id (keyset paging). */
  readonly beforeId?: number;
}

/**
 * The append-only audit log. Repositories that change a record for an operator write its entry
 * in the change's own transaction (persistence/audit-records.ts), so an action and its entry never
 * exist apart; `record` is for actions with no other write (a resent e-mail goes through a job).
 */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  list(query: AuditQuery): Promise<AuditRecord[]>;
}
