import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DrizzleOrderRepository } from '../persistence/drizzle-order.repository.js';
import { creditRetirements, outboxEmails } from '../persistence/schema.js';
import type { PaymentEvent } from '../services/ports/payment-provider.port.js';
import { deliverFakeEvent, getAsOperator, stockOf } from '../test-support/commerce-fixtures.js';
import { FakePaymentProvider } from '../test-support/fake-payment-provider.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Refunds made at the provider and disputes, as its webhook reports them: a refunded order is
// REFUNDED, its tonnes back and its certificate cancelled (never a 404); disputes are listed.

let ctx: TestApp;
let fake: FakePaymentProvider;
let orders: DrizzleOrderRepository;

beforeAll(async () => {
  fake = new FakePaymentProvider();
  ctx = await createTestApp({ payments: fake });
  orders = new DrizzleOrderRepository(ctx.db);
});
beforeEach(async () => {
  await ctx.reset();
  fake.sessions.clear();
});
afterAll(() => ctx.close());

const deliver = (event: PaymentEvent) => deliverFakeEvent(ctx, event);

const asOperator = (url: string) => getAsOperator(ctx, url);

/** A guest's paid order of 4 tonnes of project 1, its receipt sent. */
async function paidOrder() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/direct-order-checkout/create-session',
    payload: { productId: 1, quantity: 4, email: 'paid@example.com', receiptName: 'Paid Buyer' },
  });
  const sessionId = String(response.json().checkoutUrl).split('/').pop() ?? '';
  await deliver(fake.pay(sessionId));
  await ctx.runJobs();
  const order = await orders.findBySessionId(sessionId);
  if (order?.status !== 'PAID' || !order.certificateId) throw new Error('order not paid');
  return { order, sessionId, certificateId: order.certificateId };
}

const refunded = (sessionId: string, fullyRefunded = true): PaymentEvent => ({
  id: `evt_${randomUUID()}`,
  type: 'payment.refunded',
  payment: { sessionId, invoiceId: null },
  fullyRefunded,
  amountRefundedCents: fullyRefunded ? 5600 : 1000,
});

describe('a refund made at the provider', () => {
  it('refunds the order once: tonnes back, serials and certificate cancelled, one e-mail', async () => {
    const { order, sessionId, certificateId } = await paidOrder();
    expect(await stockOf(ctx, 1)).toBe(25_000 - 4);
    const event = refunded(sessionId);
    for (const response of [await deliver(event), await deliver(refunded(sessionId))])
      expect(response.statusCode).toBe(200);
    await ctx.runJobs();

    expect(await orders.findById(order.id)).toMatchObject({ status: 'REFUNDED' });
    expect(await stockOf(ctx, 1)).toBe(25_000);
    const [range] = await ctx.db.select().from(creditRetirements);
    expect(range?.cancelledAt).toEqual(ctx.clock.now());
    const subjects = (await ctx.db.select().from(outboxEmails)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      `Your NetZero Market receipt for order #${order.id}`,
      `Your NetZero Market payment for order #${order.id} is refunded`,
    ]);

    const json = await ctx.app.inject({ method: 'GET', url: `/api/certificates/${certificateId}` });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ cancelledAt: ctx.clock.now().toISOString() });
    const page = await ctx.app.inject({ method: 'GET', url: `/certificates/${certificateId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Retirement cancelled on');
    expect(page.body).toContain(`Order #${order.id} was refunded`);

    const listed = await asOperator('/api/ops/refunds');
    expect(listed.json()).toEqual([
      expect.objectContaining({ orderId: order.id, reason: 'provider', status: 'succeeded' }),
    ]);
  });

  it('leaves a partially refunded order paid, for a person to decide', async () => {
    const { order, sessionId } = await paidOrder();
    expect((await deliver(refunded(sessionId, false))).statusCode).toBe(200);
    expect((await orders.findById(order.id))?.status).toBe('PAID');
    expect((await asOperator('/api/ops/refunds')).json()).toEqual([]);
  });
});

describe('a disputed payment', () => {
  const disputed = (sessionId: string): PaymentEvent => ({
    id: `evt_${randomUUID()}`,
    type: 'payment.disputed',
    payment: { sessionId, invoiceId: null },
    disputeId: 'dp_1',
    amountCents: 5600,
    reason: 'fraudulent',
  });
  const closed = (sessionId: string, outcome: 'won' | 'lost'): PaymentEvent => ({
    id: `evt_${randomUUID()}`,
    type: 'dispute.closed',
    payment: { sessionId, invoiceId: null },
    disputeId: 'dp_1',
    amountCents: 5600,
    reason: 'fraudulent',
    outcome,
  });

  it('is listed open, and a won dispute keeps the order paid', async () => {
    const { order, sessionId } = await paidOrder();
    await deliver(disputed(sessionId));
    expect((await asOperator('/api/ops/disputes?status=open')).json()).toEqual([
      expect.objectContaining({
        id: 'dp_1',
        orderId: order.id,
        status: 'open',
        reason: 'fraudulent',
      }),
    ]);
    await deliver(closed(sessionId, 'won'));
    expect((await orders.findById(order.id))?.status).toBe('PAID');
    expect((await asOperator('/api/ops/disputes')).json()).toEqual([
      expect.objectContaining({ id: 'dp_1', status: 'won', closedAt: expect.any(String) }),
    ]);
  });

  it('records a dispute whose opening event never came, whole, when it closes', async () => {
    const { order, sessionId } = await paidOrder();
    await deliver(closed(sessionId, 'won'));
    expect((await asOperator('/api/ops/disputes')).json()).toEqual([
      expect.objectContaining({
        id: 'dp_1',
        orderId: order.id,
        status: 'won',
        reason: 'fraudulent',
        amountCents: 5600,
      }),
    ]);
  });

  it('refunds the order when lost, without an e-mail (the buyer asked their bank)', async () => {
    const { order, sessionId } = await paidOrder();
    await deliver(disputed(sessionId));
    await deliver(closed(sessionId, 'lost'));
    await ctx.runJobs();
    expect((await orders.findById(order.id))?.status).toBe('REFUNDED');
    expect(await stockOf(ctx, 1)).toBe(25_000);
    expect(await ctx.db.select().from(outboxEmails)).toHaveLength(1);
    expect((await asOperator('/api/ops/refunds')).json()).toEqual([
      expect.objectContaining({ orderId: order.id, reason: 'dispute-lost' }),
    ]);
  });
});
