import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DrizzleOrderRepository } from '../persistence/drizzle-order.repository.js';
import {
  certificates,
  creditRetirements,
  orders as ordersTable,
  outboxEmails,
  paymentEvents,
} from '../persistence/schema.js';
import type { PaymentEvent } from '../services/ports/payment-provider.port.js';
import { databaseSnapshot } from '../test-support/database-snapshot.js';
import { FakePaymentProvider } from '../test-support/fake-payment-provider.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// The webhook route with the in-memory provider (its signature scheme: the header 'valid').
// The real sandbox's signatures, tampering and stale timestamps: payment-webhooks.sandbox.test.ts.

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

/** A guest's PENDING order with an open checkout session, as the checkout service leaves it. */
async function pendingOrder(quantity = 2) {
  const created = await orders.createPending({
    userId: null,
    email: 'guest@example.com',
    receiptName: 'Guest',
    kind: 'direct',
    paymentMethod: 'CARD',
    provider: 'sandbox',
    lines: [{ productId: 1, quantity }],
    reservationExpiresAt: new Date(ctx.clock.now().getTime() + 60_000),
  });
  if (!created.ok) throw new Error(created.error);
  const { sessionId } = await fake.createCheckoutSession({
    reference: 'order-test',
    mode: 'payment',
    lines: [{ name: 'Biogas', quantity, unitAmountCents: 1400 }],
    currency: 'USD',
    customerEmail: 'guest@example.com',
    successUrl: 'http://localhost:8080/checkout',
    cancelUrl: 'http://localhost:8080/checkout',
    expiresAt: created.value.reservationExpiresAt,
    metadata: { orderId: String(created.value.id) },
  });
  await orders.attachSession(created.value.id, sessionId);
  return { orderId: created.value.id, sessionId };
}

const deliver = (
  body: string | PaymentEvent,
  headers: Record<string, string> = { 'sandbox-signature': 'valid' },
  provider = 'sandbox',
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payments/${provider}/webhook`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/payments/{provider}/webhook', () => {
  it('fulfils exactly once when the completed event is replayed 5 times in parallel with the confirm call', async () => {
    const { orderId, sessionId } = await pendingOrder(3);
    const event = fake.pay(sessionId);
    const [confirm, ...deliveries] = await Promise.all([
      ctx.app.inject({
        method: 'GET',
        url: `/api/direct-order-checkout/sandbox/session/confirm?sessionId=${sessionId}`,
      }),
      ...Array.from({ length: 5 }, () => deliver(event)),
    ]);
    expect(confirm?.json()).toMatchObject({ success: true });
    for (const delivery of deliveries) {
      expect(delivery.statusCode).toBe(200);
      expect(delivery.json()).toEqual({ received: true });
    }
    const paid = await ctx.db.select().from(ordersTable);
    expect(paid.map((o) => [o.id, o.status])).toEqual([[orderId, 'PAID']]);
    await ctx.runJobs();
    expect(await ctx.db.select().from(outboxEmails)).toHaveLength(1);
    expect(await ctx.db.select().from(certificates)).toHaveLength(1);
    expect(await ctx.db.select().from(creditRetirements)).toEqual([
      expect.objectContaining({ firstSerial: 1, lastSerial: 3 }),
    ]);
    expect(await ctx.db.select().from(paymentEvents)).toHaveLength(1);
  });

  it('answers 400 and writes nothing for a missing or wrong signature', async () => {
    const { sessionId } = await pendingOrder();
    const event = fake.pay(sessionId);
    const before = await databaseSnapshot(ctx.db);
    for (const headers of [
      {} as Record<string, string>,
      { 'sandbox-signature': 'forged' },
      { 'stripe-signature': 'valid' },
    ]) {
      const response = await deliver(event, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(400);
      expect(response.json()).toEqual({
        message:
          'This payment notification could not be verified (missing or wrong signature, or too old).',
      });
    }
    expect(await databaseSnapshot(ctx.db)).toEqual(before);
  });

  it('answers 404 for a provider this server does not run, and writes nothing', async () => {
    const { sessionId } = await pendingOrder();
    const event = fake.pay(sessionId);
    const before = await databaseSnapshot(ctx.db);
    for (const provider of ['stripe', 'paypal', 'SANDBOX']) {
      const response = await deliver(
        event,
        { 'sandbox-signature': 'valid', 'stripe-signature': 'valid' },
        provider,
      );
      expect(response.statusCode, provider).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    expect(await databaseSnapshot(ctx.db)).toEqual(before);
  });

  it('answers 4xx with a message, never 500, to bodies that are not a signed JSON event', async () => {
    const before = await databaseSnapshot(ctx.db);
    const cases = [
      ctx.app.inject({ method: 'POST', url: '/api/payments/sandbox/webhook' }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/webhook',
        headers: { 'content-type': 'text/plain', 'sandbox-signature': 'forged' },
        payload: 'hello',
      }),
      deliver('{"id":', {}),
      deliver('x'.repeat(2 * 1024 * 1024), {}),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await databaseSnapshot(ctx.db)).toEqual(before);
  });

  it('expires the order of an expired session and returns its tonnes once, however often it is delivered', async () => {
    const { orderId, sessionId } = await pendingOrder(5);
    const event = fake.expire(sessionId);
    const responses = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await orders.findById(orderId))?.status).toBe('EXPIRED');
    const [product] = await ctx.services.catalogue.list();
    expect(product?.availableTonnes).toBe(25_000);
  });
});
