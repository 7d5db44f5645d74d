import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import { appendAuditEntry } from './audit-records.js';
import type { DatabaseHandle } from './database.js';
import { auditLog } from './schema.js';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('the audit log', () => {
  it('keeps an entry with its actor, target and the record before and after', async () => {
    await appendAuditEntry(handle.db, {
      actor: { userId: null, label: 'machine token' },
      action: 'project.update',
      targetType: 'project',
      targetId: '7',
      before: { priceCents: 1500 },
      after: { priceCents: 1800 },
    });
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, '7'));
    expect(entry).toMatchObject({
      actorUserId: null,
      actor: 'machine token',
      action: 'project.update',
      before: { priceCents: 1500 },
      after: { priceCents: 1800 },
    });
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    await appendAuditEntry(handle.db, {
      actor: { userId: null, label: 'machine token' },
      action: 'order.refund',
      targetType: 'order',
      targetId: '12',
    });
    await expect(
      handle.db.update(auditLog).set({ action: 'order.view' }).where(eq(auditLog.targetId, '12')),
    ).rejects.toMatchObject({ cause: { message: 'audit_log is append-only' } });
    await expect(handle.db.delete(auditLog)).rejects.toMatchObject({
      cause: { message: 'audit_log is append-only' },
    });
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.targetId, '12'))).toHaveLength(
      1,
    );
  });
});
