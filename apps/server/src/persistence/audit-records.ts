import type { AuditEntry } from '../services/ports/audit-log.port.js';
import type { Database } from './database.js';
import { auditLog } from './schema.js';

/**
 * Appends one audit entry with `db`, which is the transaction of the change it describes when
 * there is one: the entry is committed, or rolled back, with the change.
 */
export async function appendAuditEntry(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actor.userId,
    actor: entry.actor.label,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
