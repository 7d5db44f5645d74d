import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepOnce } from '../jobs/sweeper.js';
import { DrizzleOrderRepository } from '../persistence/drizzle-order.repository.js';
import { jobs, outboxEmails, refunds } from '../persistence/schema.js';
import type { PaymentEvent } from '../services/ports/payment-provider.port.js';
import {
  deliverFakeEvent,
  getAsOperator,
  setStock,
  stockOf,
} from '../test-support/commerce-fixtures.js';
import { FakePaymentProvider } from '../test-support/fake-payment-provider.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// A payment that arrives after its order's reservation ended (DESIGN §5, money is never lost):
// re-reserved and fulfilled while stock allows, otherwise refunded automatically with an e-mail,
// and visible to operators. Driven through the real webhook route, sweeper and job worker.

const TTL_MS = 60_000;
let ctx: TestApp;
let fake: FakePaymentProvider;
let orders: DrizzleOrderRepository;

beforeAll(async () => {
  fake = new FakePaymentProvider();
  ctx = await createTestApp({ payments: fake }, { reservationTtlMs: TTL_MS });
  orders = new DrizzleOrderRepository(ctx.db);
});
beforeEach(async () => {
  await ctx.reset();
  fake.sessions.clear();
  fake.refunds.clear();
  fake.refundsFail = false;
});
afterAll(() => ctx.close());

/** A guest's order of `quantity` tonnes of project 1, its reservation then ended by the sweeper. */
async function expiredOrder(quantity: number) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/direct-order-checkout/create-session',
    payload: {
      productId: 1,
      quantity,
      email: 'late@example.com',
      receiptName: 'Late Buyer',
      paymentMethod: 'CARD',
      redirectUrl: 'http://localhost:8080/checkout',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const sessionId = String(response.json().checkoutUrl).split('/').pop() ?? '';
  ctx.clock.advance(TTL_MS + 1000);
  await sweepOnce(ctx.sweepTasks, ctx.clock);
  const order = await orders.findBySessionId(sessionId);
  expect(order?.status).toBe('EXPIRED');
  return { orderId: order?.id ?? 0, sessionId };
}

const deliver = (event: PaymentEvent) => deliverFakeEvent(ctx, event);

const asOperator = (url: string) => getAsOperator(ctx, url);

const mailSubjects = async () =>
  (await ctx.db.select().from(outboxEmails)).map((mail) => mail.subject);

describe('a payment after the reservation ended', () => {
  it('takes the tonnes again and fulfils the order while stock allows', async () => {
    const { orderId, sessionId } = await expiredOrder(3);
    expect(await stockOf(ctx, 1)).toBe(25_000);
    expect((await deliver(fake.pay(sessionId))).statusCode).toBe(200);
    const order = await orders.findById(orderId);
    expect(order).toMatchObject({ status: 'PAID', certificateId: expect.any(String) });
    expect(await stockOf(ctx, 1)).toBe(25_000 - 3);
    await ctx.runJobs();
    expect(await mailSubjects()).toEqual([`Your NetZero Market receipt for order #${orderId}`]);
    expect(fake.refunds.size).toBe(0);
  });

  it('refunds it automatically when the tonnes are gone: REFUNDED, one refund, one e-mail, listed', async () => {
    const { orderId, sessionId } = await expiredOrder(3);
    await setStock(ctx, 1, 2);
    const paid = fake.pay(sessionId);
    // Delivered twice, and confirmed by the return page too: still one refund.
    for (const response of [await deliver(paid), await deliver(paid)])
      expect(response.statusCode).toBe(200);
    const confirm = await ctx.app.inject({
      method: 'GET',
      url: `/api/direct-order-checkout/sandbox/session/confirm?sessionId=${sessionId}`,
    });
    expect(confirm.json()).toEqual({ success: false, refunded: true });
    expect((await orders.findById(orderId))?.status).toBe('EXPIRED');
    expect(await ctx.db.select({ status: refunds.status }).from(refunds)).toEqual([
      { status: 'pending' },
    ]);

    await ctx.runJobs();
    expect([...fake.refunds.values()]).toEqual([
      expect.objectContaining({
        payment: { sessionId, invoiceId: null },
        idempotencyKey: 'refund-1',
        reason: 'late-payment',
      }),
    ]);
    const order = await orders.findById(orderId);
    expect(order).toMatchObject({ status: 'REFUNDED', certificateId: null });
    expect(await stockOf(ctx, 1)).toBe(2);
    const [mail] = await ctx.db.select().from(outboxEmails);
    expect(await mailSubjects()).toEqual([
      `Your NetZero Market payment for order #${orderId} is refunded`,
    ]);
    expect(mail?.textBody).toContain('the tonnes it was for have since been sold');
    expect(mail?.textBody).toContain('Refunded: $42.00');

    const listed = await asOperator('/api/ops/refunds');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: 1,
        orderId,
        reason: 'late-payment',
        status: 'succeeded',
        amountCents: 4200,
        currency: 'USD',
        email: 'late@example.com',
        providerSessionId: sessionId,
        providerRefundId: 're_fake_1',
      }),
    ]);
    const metrics = await asOperator('/metrics');
    expect(metrics.body).toContain('refunds{reason="late-payment",status="succeeded"} 1');

    // A later delivery (stock back meanwhile) never fulfils a refunded payment.
    await setStock(ctx, 1, 100);
    await deliver(fake.pay(sessionId));
    await ctx.runJobs();
    expect((await orders.findById(orderId))?.status).toBe('REFUNDED');
    expect(fake.refunds.size).toBe(1);
    expect(await mailSubjects()).toHaveLength(1);
  });

  it('marks the refund failed, for an operator, when the provider refuses every attempt', async () => {
    const { orderId, sessionId } = await expiredOrder(2);
    await setStock(ctx, 1, 0);
    fake.refundsFail = true;
    await deliver(fake.pay(sessionId));
    for (let attempt = 0; attempt < 10; attempt++) {
      await ctx.runJobs();
      ctx.clock.advance(2 * 60 * 60_000);
    }
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'refund-payment'));
    expect(job).toMatchObject({ status: 'done', attempts: 8 });
    const failed = await asOperator('/api/ops/refunds?status=failed');
    expect(failed.json()).toEqual([
      expect.objectContaining({
        orderId,
        status: 'failed',
        lastError: 'provider refused the refund',
      }),
    ]);
    expect((await orders.findById(orderId))?.status).toBe('EXPIRED');
    expect(await mailSubjects()).toEqual([]);
  });
});

describe('GET /api/ops/refunds and /api/ops/disputes', () => {
  it('answer 401 without the operator token, before looking at the query', async () => {
    for (const url of ['/api/ops/refunds?status=nonsense', '/api/ops/disputes?limit=0']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('answer 400 with per-field errors for a bad query', async () => {
    const response = await asOperator('/api/ops/refunds?status=nonsense&limit=1000');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors ?? response.json().errors ?? {})).toEqual(
      expect.arrayContaining(['status', 'limit']),
    );
  });
});

describe('a renewal charged when the project has no tonnes left', () => {
  it('is refunded automatically, once per invoice, with an e-mail, and the subscription is past due', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/direct-order-checkout/create-session',
      payload: { email: 'monthly@example.com', productId: 7, quantity: 5, subscription: true },
    });
    const sessionId = String(created.json().checkoutUrl).split('/').pop() ?? '';
    await deliver(fake.pay(sessionId));
    const subscriptionId = fake.sessions.get(sessionId)?.subscriptionId ?? '';
    await setStock(ctx, 7, 4);
    const renewal: PaymentEvent = {
      id: 'evt_renewal',
      type: 'invoice.paid',
      invoiceId: 'in_no_stock',
      subscriptionId,
      billingReason: 'subscription_cycle',
      periodEnd: new Date('2027-01-22T10:00:00Z'),
      amountPaidCents: 5 * 1500,
    };
    await deliver(renewal);
    await deliver({ ...renewal, id: 'evt_renewal_again' });
    await ctx.runJobs();

    expect([...fake.refunds.values()]).toEqual([
      expect.objectContaining({ payment: { sessionId: null, invoiceId: 'in_no_stock' } }),
    ]);
    expect((await asOperator('/api/ops/refunds')).json()).toEqual([
      expect.objectContaining({
        orderId: null,
        subscriptionId: 1,
        reason: 'renewal-no-stock',
        status: 'succeeded',
        amountCents: 7500,
        currency: 'USD',
      }),
    ]);
    const subjects = await mailSubjects();
    expect(
      subjects.filter((s) => s === 'Your NetZero Market monthly payment is refunded'),
    ).toHaveLength(1);
    expect((await asOperator('/api/ops/refunds?status=pending')).json()).toEqual([]);
    expect(await stockOf(ctx, 7)).toBe(4);
  });
});
