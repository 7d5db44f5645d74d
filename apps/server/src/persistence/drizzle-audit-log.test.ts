import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../services/ports/audit-log.port.js';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleAuditLog } from './drizzle-audit-log.js';
import { users } from './schema.js';

// The audit log store on PGlite and PostgreSQL: filters, newest first, keyset pages.

let handle: DatabaseHandle;
let log: DrizzleAuditLog;
let operatorId: number;

const entry = (action: string, targetId: string, userId: number | null): AuditEntry => ({
  actor: { userId, label: userId === null ? 'machine token' : 'olivia@example.com' },
  action,
  targetType: action.split('.')[0] ?? 'x',
  targetId,
  before: { n: Number(targetId) },
  after: { n: Number(targetId) + 1 },
});

beforeAll(async () => {
  handle = await openTestDatabase();
  log = new DrizzleAuditLog(handle.db);
  const [row] = await handle.db
    .insert(users)
    .values({
      username: 'olivia',
      email: 'olivia@example.com',
      passwordHash: 'x',
      role: 'operator',
    })
    .returning({ id: users.id });
  operatorId = row?.id ?? 0;
  for (let i = 1; i <= 5; i++) await log.record(entry('order.refund', String(i), operatorId));
  await log.record(entry('project.update', '9', null));
});
afterAll(() => handle.close());

describe('DrizzleAuditLog', () => {
  it('lists newest first with actor, target, before and after', async () => {
    const all = await log.list({ limit: 50 });
    expect(all.map((record) => record.targetId)).toEqual(['9', '5', '4', '3', '2', '1']);
    expect(all[0]).toMatchObject({
      actor: { userId: null, label: 'machine token' },
      action: 'project.update',
      targetType: 'project',
      before: { n: 9 },
      after: { n: 10 },
    });
    expect(all[0]?.at).toBeInstanceOf(Date);
  });

  it('filters by actor, action and target', async () => {
    const byActor = await log.list({ limit: 50, actorUserId: operatorId });
    expect(byActor).toHaveLength(5);
    expect(await log.list({ limit: 50, action: 'project.update' })).toHaveLength(1);
    const target = await log.list({ limit: 50, targetType: 'order', targetId: '3' });
    expect(target.map((record) => record.targetId)).toEqual(['3']);
  });

  it('pages by the last id seen', async () => {
    const first = await log.list({ limit: 2 });
    const second = await log.list({ limit: 2, beforeId: first.at(-1)?.id });
    const third = await log.list({ limit: 2, beforeId: second.at(-1)?.id });
    expect([...first, ...second, ...third].map((record) => record.targetId)).toEqual([
      '9',
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
  });

  it('filters by time', async () => {
    const future = new Date(Date.now() + 3_600_000);
    expect(await log.list({ limit: 50, from: future })).toEqual([]);
    expect(await log.list({ limit: 50, to: future })).toHaveLength(6);
  });
});
