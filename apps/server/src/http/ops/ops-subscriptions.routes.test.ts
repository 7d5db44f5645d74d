import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, subscriptions } from '../../persistence/schema.js';
import { SwitchableFakeProvider } from '../../test-support/commerce-fixtures.js';
import { type OperatorSession, signedInOperator } from '../../test-support/operator-session.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let ctx: TestApp;
let fake: SwitchableFakeProvider;
let operator: OperatorSession;

beforeAll(async () => {
  fake = new SwitchableFakeProvider();
  ctx = await createTestApp({ payments: fake });
});
beforeEach(async () => {
  await ctx.reset();
  fake.failCancel = false;
  fake.cancelledSubscriptions.length = 0;
  operator = await signedInOperator(ctx);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: operator.headers });
const cancel = (id: number | string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/ops/subscriptions/${id}/cancel`,
    headers: operator.headers,
  });

async function subscription(email: string, status: 'ACTIVE' | 'PAST_DUE' | 'CANCELLED' = 'ACTIVE') {
  const [row] = await ctx.db
    .insert(subscriptions)
    .values({
      email,
      receiptName: email,
      productId: 7,
      quantity: 1,
      status,
      provider: 'sandbox',
      providerSubscriptionId: `sub_${email}`,
      currentPeriodEnd: new Date('2026-12-22T10:00:00Z'),
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error('no subscription');
  return row.id;
}

describe('/api/ops/subscriptions', () => {
  it.each([
    ['GET', '/api/ops/subscriptions?status=NOPE'],
    ['POST', '/api/ops/subscriptions/x/cancel'],
  ] as const)('%s %s answers 401 without an operator, before validating', async (method, url) => {
    expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
  });

  it('lists by status and e-mail, newest first, with the total', async () => {
    const ann = await subscription('Ann@example.com');
    const bob = await subscription('bob@example.com', 'CANCELLED');
    const all = (await get('/api/ops/subscriptions')).json();
    expect(all.total).toBe(2);
    expect(all.items.map((s: { id: number }) => s.id)).toEqual([bob, ann]);
    expect(all.items[1]).toMatchObject({
      productName: expect.any(String),
      quantity: 1,
      status: 'ACTIVE',
    });
    expect((await get('/api/ops/subscriptions?status=ACTIVE')).json().items).toMatchObject([
      { id: ann },
    ]);
    expect((await get('/api/ops/subscriptions?email=ANN@')).json().items).toMatchObject([
      { id: ann },
    ]);
    const bad = await get('/api/ops/subscriptions?status=NOPE&limit=0');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['limit', 'status']);
  });

  it('cancels at the provider, then here, with an audit entry; again changes nothing', async () => {
    const id = await subscription('ann@example.com');
    const response = await cancel(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'CANCELLED',
      cancelledAt: expect.any(String),
    });
    expect(fake.cancelledSubscriptions).toEqual(['sub_ann@example.com']);
    expect((await cancel(id)).statusCode).toBe(200);
    const entries = await ctx.db.select().from(auditLog);
    expect(entries).toMatchObject([
      {
        action: 'subscription.cancel',
        targetId: String(id),
        before: { status: 'ACTIVE' },
        after: { status: 'CANCELLED' },
      },
    ]);
  });

  it('keeps it ACTIVE and answers 502 when the provider fails; 404 for an unknown id', async () => {
    const id = await subscription('ann@example.com');
    fake.failCancel = true;
    expect((await cancel(id)).statusCode).toBe(502);
    const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row?.status).toBe('ACTIVE');
    expect((await cancel(999)).statusCode).toBe(404);
    expect(await ctx.db.select().from(auditLog)).toEqual([]);
  });
});
