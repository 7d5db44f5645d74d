import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleAuditLog } from '../persistence/drizzle-audit-log.js';
import { signedInOperator } from '../test-support/operator-session.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// GET /api/ops/audit: the operators' actions as the console's audit page reads them.

let ctx: TestApp;
let headers: { authorization: string };
let operatorId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const operator = await signedInOperator(ctx, 'olivia');
  headers = operator.headers;
  operatorId = operator.userId;
  const log = new DrizzleAuditLog(ctx.db);
  const actor = { userId: operatorId, label: operator.email };
  for (const id of ['1', '2', '3']) {
    await log.record({
      actor,
      action: 'order.refund',
      targetType: 'order',
      targetId: id,
      before: { status: 'PAID' },
      after: { status: 'REFUNDED' },
    });
  }
  await log.record({
    actor: { userId: null, label: 'machine token' },
    action: 'job.retry',
    targetType: 'job',
    targetId: '7',
  });
});
afterAll(() => ctx.close());

const read = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/ops/audit${query}`, headers });

describe('GET /api/ops/audit', () => {
  it('lists entries newest first, with who, what, when, before and after', async () => {
    const response = await read('');
    expect(response.statusCode).toBe(200);
    const entries = response.json();
    expect(entries.map((entry: { targetId: string }) => entry.targetId)).toEqual([
      '7',
      '3',
      '2',
      '1',
    ]);
    expect(entries[0]).toMatchObject({
      actorUserId: null,
      actor: 'machine token',
      before: null,
      after: null,
    });
    expect(entries[1]).toMatchObject({
      actorUserId: operatorId,
      actor: 'olivia@example.com',
      action: 'order.refund',
      targetType: 'order',
      before: { status: 'PAID' },
      after: { status: 'REFUNDED' },
    });
    expect(Date.parse(entries[1].at)).not.toBeNaN();
  });

  it('filters and pages by the last id seen', async () => {
    const refunds = (await read('?action=order.refund&limit=2')).json();
    expect(refunds.map((entry: { targetId: string }) => entry.targetId)).toEqual(['3', '2']);
    const next = (await read(`?action=order.refund&limit=2&beforeId=${refunds[1].id}`)).json();
    expect(next.map((entry: { targetId: string }) => entry.targetId)).toEqual(['1']);
    expect((await read(`?actorUserId=${operatorId}`)).json()).toHaveLength(3);
    expect((await read('?targetType=job&targetId=7')).json()).toHaveLength(1);
    expect((await read('?from=2999-01-01T00:00:00Z')).json()).toEqual([]);
  });

  it('answers 400 naming the field for a bad query', async () => {
    const response = await read('?limit=201');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('limit');
  });
});
