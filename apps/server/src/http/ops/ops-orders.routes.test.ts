import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, jobs, orders, outboxEmails, refunds } from '../../persistence/schema.js';
import { stockOf } from '../../test-support/commerce-fixtures.js';
import { type OperatorSession, signedInOperator } from '../../test-support/operator-session.js';
import { openOrder, paidOrder } from '../../test-support/ops-order-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let ctx: TestApp;
let operator: OperatorSession;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  operator = await signedInOperator(ctx);
});
afterAll(() => ctx.close());

const get = (url: string, headers = operator.headers) =>
  ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: object, headers = operator.headers) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });

describe('/api/ops/orders authorization', () => {
  it.each([
    ['GET', '/api/ops/orders?status=BOGUS'],
    ['GET', '/api/ops/orders.csv?limit=0'],
    ['GET', '/api/ops/orders/1'],
    ['POST', '/api/ops/orders/1/refund'],
    ['POST', '/api/ops/orders/1/resend-receipt'],
    ['POST', '/api/ops/orders/x/notes'],
  ] as const)('%s %s answers 401 without an operator, before validating', async (method, url) => {
    const response = await ctx.app.inject({
      method,
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/ops/orders', () => {
  it('lists newest first with filters, search, paging and the total', async () => {
    const first = await paidOrder(ctx, { email: 'Ann@Example.com', quantity: 3 });
    const second = await openOrder(ctx, { email: 'bob@example.com', productId: 2 });
    const third = await paidOrder(ctx, { email: 'carl@example.com' });
    const all = (await get('/api/ops/orders')).json();
    expect(all.total).toBe(3);
    expect(all.items.map((o: { id: number }) => o.id)).toEqual([
      third.orderId,
      second.orderId,
      first.orderId,
    ]);
    expect(all.items[2]).toMatchObject({ status: 'PAID', tonnes: 3, email: 'Ann@Example.com' });
    expect(all.items[2].certificateId).toEqual(expect.any(String));

    const ids = async (query: string) => {
      const response = await get(`/api/ops/orders?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((o: { id: number }) => o.id);
    };
    expect(await ids('status=PENDING')).toEqual([second.orderId]);
    expect(await ids('email=ann@example.COM')).toEqual([first.orderId]);
    expect(await ids('projectId=2')).toEqual([second.orderId]);
    expect(await ids(`q=${first.orderId}`)).toContain(first.orderId);
    expect(await ids('q=CARL')).toEqual([third.orderId]);
    expect(await ids(`q=${all.items[2].certificateId}`)).toEqual([first.orderId]);
    expect(await ids('q=%25')).toEqual([]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(await ids(`from=${encodeURIComponent(future)}`)).toEqual([]);
    expect(await ids(`to=${encodeURIComponent(future)}`)).toHaveLength(3);
    const page = (await get('/api/ops/orders?limit=1&offset=1')).json();
    expect(page).toMatchObject({ total: 3, items: [{ id: second.orderId }] });
  });

  it('answers 400 with per-field errors', async () => {
    const response = await get('/api/ops/orders?status=BOGUS&limit=101&from=yesterday&email=x');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'email',
      'from',
      'limit',
      'status',
    ]);
  });
});

describe('GET /api/ops/orders.csv', () => {
  it('streams a CSV attachment with a header, quoting and the formula guard', async () => {
    await paidOrder(ctx, { receiptName: '=HYPERLINK("x"), Inc' });
    await openOrder(ctx, { email: 'bob@example.com' });
    const response = await get('/api/ops/orders.csv?status=PAID');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-/);
    const rows = response.body.split('\r\n');
    expect(rows[0]).toBe(
      'order_id,created_at,status,kind,email,receipt_name,user_id,tonnes,total_cents,currency,projects,certificate_id',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(`,PAID,direct,ada@example.com,"'=HYPERLINK(""x""), Inc",,2,`);
  });

  it('reads the orders in batches and writes each once', async () => {
    for (let i = 0; i < 5; i++) await openOrder(ctx, { email: `b${i}@example.com`, quantity: 1 });
    let text = '';
    for await (const chunk of ctx.services.opsOrders.csv({}, 2)) text += chunk;
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(6);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(5);
  });
});

describe('GET /api/ops/orders/:id', () => {
  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    expect((await get('/api/ops/orders/999')).statusCode).toBe(404);
    expect((await get('/api/ops/orders/abc')).json().errors).toHaveProperty('id');
  });

  it('shows the lines with their serials and a timeline in time order', async () => {
    const { orderId } = await paidOrder(ctx);
    const response = await get(`/api/ops/orders/${orderId}`);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json();
    expect(order.lines[0]).toMatchObject({ quantity: 2, firstSerial: expect.any(Number) });
    const kinds = order.timeline.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['created', 'reservation', 'paid', 'certificate', 'email']),
    );
    // The sandbox's webhook, handled by fulfilment, names the order's checkout session.
    expect(order.timeline).toContainEqual(
      expect.objectContaining({ kind: 'provider-event', summary: 'checkout.session.completed' }),
    );
    const times = order.timeline.map((event: { at: string }) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('POST /api/ops/orders/:id/refund', () => {
  it('refunds a PAID order through the sandbox: REFUNDED, stock back, certificate cancelled, e-mail, audit', async () => {
    const { orderId } = await paidOrder(ctx, { quantity: 4 });
    const stock = await stockOf(ctx, 1);
    const response = await post(`/api/ops/orders/${orderId}/refund`, { reason: 'Buyer asked' });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ orderId, status: 'REFUNDED' });
    expect(await stockOf(ctx, 1)).toBe(stock + 4);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund'));
    expect(audit).toMatchObject({
      targetType: 'order',
      targetId: String(orderId),
      before: { status: 'PAID' },
      after: { status: 'REFUNDED', reason: 'Buyer asked' },
    });
    await ctx.runJobs();
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ reason: 'operator', status: 'succeeded' });
    const subjects = (await ctx.db.select().from(outboxEmails)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => /refund/i.test(subject))).toHaveLength(1);
    const detail = (await get(`/api/ops/orders/${orderId}`)).json();
    const certificate = (
      await ctx.app.inject({ method: 'GET', url: `/api/certificates/${detail.certificateId}` })
    ).json();
    expect(certificate.cancelledAt).toEqual(expect.any(String));
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/certificates/${detail.certificateId}`,
    });
    expect(page.body).toMatch(/cancelled/i);
    expect(detail).toMatchObject({ status: 'REFUNDED', certificateCancelled: true });
    expect(detail.timeline.map((event: { kind: string }) => event.kind)).toEqual(
      expect.arrayContaining(['refund', 'audit']),
    );

    const again = await post(`/api/ops/orders/${orderId}/refund`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/refunded already/);
  });

  it('refuses an unpaid order (409), an unknown one (404) and a missing reason (400)', async () => {
    const { orderId } = await openOrder(ctx);
    const pending = await post(`/api/ops/orders/${orderId}/refund`, { reason: 'x' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toMatch(/PENDING/);
    expect((await post('/api/ops/orders/999/refund', { reason: 'x' })).statusCode).toBe(404);
    const missing = await post(`/api/ops/orders/${orderId}/refund`, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('reason');
    expect(await ctx.db.select().from(auditLog)).toEqual([]);
  });
});

describe('POST /api/ops/orders/:id/resend-receipt', () => {
  it('queues the receipt again under a fresh key, with its audit entry', async () => {
    const { orderId } = await paidOrder(ctx);
    for (let i = 0; i < 2; i++)
      expect((await post(`/api/ops/orders/${orderId}/resend-receipt`)).statusCode).toBe(202);
    await ctx.runJobs();
    const receipts = (await ctx.db.select().from(outboxEmails)).filter((mail) =>
      mail.subject.includes(`receipt for order #${orderId}`),
    );
    expect(receipts).toHaveLength(3);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.resend-receipt'));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      targetId: String(orderId),
      after: { to: 'ada@example.com' },
    });
  });

  it('refuses an unpaid order with 409 and an unknown one with 404', async () => {
    const { orderId } = await openOrder(ctx);
    expect((await post(`/api/ops/orders/${orderId}/resend-receipt`)).statusCode).toBe(409);
    expect((await post('/api/ops/orders/999/resend-receipt')).statusCode).toBe(404);
    expect(await ctx.db.select().from(jobs).where(eq(jobs.kind, 'send-mail'))).toEqual([]);
  });
});

describe('POST /api/ops/orders/:id/notes', () => {
  it("adds a note signed by the operator's account", async () => {
    const { orderId } = await openOrder(ctx);
    const response = await post(`/api/ops/orders/${orderId}/notes`, { body: 'Called the buyer.' });
    expect(response.statusCode, response.body).toBe(201);
    const detail = (await get(`/api/ops/orders/${orderId}`)).json();
    expect(detail.notes).toMatchObject([{ body: 'Called the buyer.' }]);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'order.note'))).toEqual([
      expect.objectContaining({ actorUserId: operator.userId, targetId: String(orderId) }),
    ]);
  });

  it('answers 400 for an empty note and 404 for an unknown order', async () => {
    expect((await post('/api/ops/orders/1/notes', { body: ' ' })).json().errors).toHaveProperty(
      'body',
    );
    const missing = await post('/api/ops/orders/999/notes', { body: 'x' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('order refund when the provider fails', () => {
  it('keeps the refund pending and retries its job until the provider answers', async () => {
    const { orderId } = await paidOrder(ctx);
    expect((await post(`/api/ops/orders/${orderId}/refund`, { reason: 'fraud' })).statusCode).toBe(
      202,
    );
    const sandbox = ctx.adapters.payments.sandbox;
    if (!sandbox) throw new Error('needs the sandbox');
    const refund = sandbox.refund.bind(sandbox);
    sandbox.refund = async () => {
      throw new Error('provider unreachable');
    };
    try {
      await ctx.runJobs();
    } finally {
      sandbox.refund = refund;
    }
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'refund-payment'));
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'provider unreachable' });
    const [pending] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(pending?.status).toBe('pending');
    ctx.clock.advance(60 * 60 * 1000);
    await ctx.runJobs();
    const [done] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(done?.status).toBe('succeeded');
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('REFUNDED');
  });
});
