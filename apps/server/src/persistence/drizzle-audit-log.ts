import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type {
  AuditEntry,
  AuditLog,
  AuditQuery,
  AuditRecord,
} from '../services/ports/audit-log.port.js';
import { appendAuditEntry } from './audit-records.js';
import type { Database } from './database.js';
import { auditLog } from './schema.js';

/** The append-only audit_log table, read newest first with keyset paging on its id. */
export class DrizzleAuditLog implements AuditLog {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  record(entry: AuditEntry): Promise<void> {
    return appendAuditEntry(this.#db, entry);
  }

  async list(query: AuditQuery): Promise<AuditRecord[]> {
    const conditions: (SQL | undefined)[] = [
      query.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, query.actorUserId),
      query.action === undefined ? undefined : eq(auditLog.action, query.action),
      query.targetType === undefined ? undefined : eq(auditLog.targetType, query.targetType),
      query.targetId === undefined ? undefined : eq(auditLog.targetId, query.targetId),
      query.from === undefined ? undefined : gte(auditLog.at, query.from),
      query.to === undefined ? undefined : lte(auditLog.at, query.to),
      // Keyset paging: ids only grow, so "older than the last id seen" is stable under inserts.
      query.beforeId === undefined ? undefined : lt(auditLog.id, query.beforeId),
    ];
    const rows = await this.#db
      .select()
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(desc(auditLog.id))
      .limit(query.limit);
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: { userId: row.actorUserId, label: row.actor },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
    }));
  }
}
