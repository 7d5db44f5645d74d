import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DrizzleCartRepository } from '../../persistence/drizzle-cart.repository.js';
import { DrizzleOrderRepository } from '../../persistence/drizzle-order.repository.js';
import {
  cartItems,
  certificates,
  creditRetirements,
  jobs,
  orders as ordersTable,
  outboxEmails,
  paymentEvents,
  products,
  refunds,
  subscriptions,
} from '../../persistence/schema.js';
import { databaseSnapshot } from '../../test-support/database-snapshot.js';
import { FakePaymentProvider } from '../../test-support/fake-payment-provider.js';
import { type SignedInUser, signedInUser } from '../../test-support/signed-in-user.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { NewOrder, OrderRecord } from '../ports/order.repository.port.js';
import type { PaymentEvent } from '../ports/payment-provider.port.js';
import { oneMonthAfter } from './subscription-billing.js';

let ctx: TestApp;
let fake: FakePaymentProvider;
let orders: DrizzleOrderRepository;
let alice: SignedInUser;
let bob: SignedInUser;
const TTL_MS = 30 * 60 * 1000;

beforeAll(async () => {
  fake = new FakePaymentProvider();
  ctx = await createTestApp({ payments: fake });
  orders = new DrizzleOrderRepository(ctx.db);
});
beforeEach(async () => {
  await ctx.reset();
  fake.sessions.clear();
  fake.unreachable = false;
  alice = await signedInUser(ctx, 'alice');
  bob = await signedInUser(ctx, 'bob');
});
afterAll(() => ctx.close());

const fulfilment = () => ctx.services.fulfilment;

/** A PENDING order with an open session, as the checkout service leaves it. */
async function pendingOrder(
  overrides: Partial<NewOrder> = {},
  mode: 'payment' | 'subscription' = 'payment',
): Promise<{ order: OrderRecord; sessionId: string }> {
  const created = await orders.createPending({
    userId: alice.userId,
    email: 'alice@example.com',
    receiptName: 'Alice Liddell',
    kind: 'cart',
    paymentMethod: 'CREDIT_CARD',
    provider: 'sandbox',
    lines: [{ productId: 1, quantity: 3 }],
    reservationExpiresAt: new Date(ctx.clock.now().getTime() + TTL_MS),
    ...overrides,
  });
  if (!created.ok) throw new Error(created.error);
  const order = created.value;
  const { sessionId } = await fake.createCheckoutSession({
    reference: 'order-test',
    mode,
    lines: order.lines.map((l) => ({
      name: l.productName,
      quantity: l.quantity,
      unitAmountCents: l.priceAtTimeCents,
    })),
    currency: order.currency,
    customerEmail: order.email,
    successUrl: 'http://localhost:8080/checkout',
    cancelUrl: 'http://localhost:8080/checkout',
    expiresAt: order.reservationExpiresAt,
    metadata: { orderId: String(order.id) },
  });
  await orders.attachSession(order.id, sessionId);
  return { order, sessionId };
}

const guestSubscription = () =>
  pendingOrder(
    {
      userId: null,
      email: 'guest@example.com',
      receiptName: 'Guest Co',
      kind: 'subscription',
      paymentMethod: 'CARD',
      lines: [{ productId: 7, quantity: 5 }],
    },
    'subscription',
  );
const available = async (productId: number) =>
  (await ctx.db.select().from(products).where(eq(products.id, productId)))[0]?.availableTonnes;
const outbox = async () => {
  await ctx.runJobs();
  return ctx.db.select().from(outboxEmails).orderBy(asc(outboxEmails.id));
};
const renewal = (
  subscriptionId: string,
  invoiceId: string,
  periodEnd: Date,
  id = `evt_${invoiceId}`,
): PaymentEvent => ({
  id,
  type: 'invoice.paid',
  invoiceId,
  subscriptionId,
  billingReason: 'subscription_cycle',
  periodEnd,
  amountPaidCents: 7500,
});

describe('FulfilmentService.fulfilSession', () => {
  it("pays a cart order once: certificate, serials, receipt e-mail, and only that user's cart emptied", async () => {
    const carts = new DrizzleCartRepository(ctx.db);
    await carts.addOrKeepLarger({
      userId: alice.userId,
      productId: 1,
      quantity: 3,
    });
    await carts.addOrKeepLarger({
      userId: bob.userId,
      productId: 2,
      quantity: 1,
    });
    const { order, sessionId } = await pendingOrder();
    fake.pay(sessionId);

    expect(await fulfilment().fulfilSession(sessionId)).toEqual({ success: true });
    expect(await fulfilment().fulfilSession(sessionId)).toEqual({ success: true });

    const paid = await orders.findById(order.id);
    expect(paid).toMatchObject({ status: 'PAID', paidAt: ctx.clock.now() });
    expect(paid?.certificateId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await orders.serialRanges(order.id)).toEqual([
      { orderItemId: order.lines[0]?.orderItemId, productId: 1, firstSerial: 1, lastSerial: 3 },
    ]);
    expect((await ctx.db.select().from(cartItems)).map((line) => line.userId)).toEqual([
      bob.userId,
    ]);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: 'alice@example.com',
      subject: `Your NetZero Market receipt for order #${order.id}`,
    });
    expect(mails[0]?.textBody).toContain(
      `http://localhost:8080/certificates/${paid?.certificateId}`,
    );
    expect(mails[0]?.textBody).toContain('3 tonnes CO2 at $14.00 per tonne = $42.00');
    expect(await available(1)).toBe(25_000 - 3);
  });

  it('pays a guest order without touching any cart', async () => {
    const carts = new DrizzleCartRepository(ctx.db);
    await carts.addOrKeepLarger({
      userId: alice.userId,
      productId: 1,
      quantity: 2,
    });
    const { sessionId } = await pendingOrder({
      userId: null,
      email: 'guest@example.com',
      kind: 'direct',
      paymentMethod: 'CARD',
    });
    fake.pay(sessionId);
    expect(await fulfilment().fulfilSession(sessionId)).toEqual({ success: true });
    expect(await ctx.db.select().from(cartItems)).toHaveLength(1);
    expect((await outbox()).map((m) => m.toAddress)).toEqual(['guest@example.com']);
  });

  it('fulfils nothing for a forged, an unpaid or a foreign session id', async () => {
    const { sessionId: unpaid } = await pendingOrder();
    // A paid session that belongs to no order of ours.
    const { sessionId: foreign } = await fake.createCheckoutSession({
      reference: 'order-test',
      mode: 'payment',
      lines: [{ name: 'x', quantity: 1, unitAmountCents: 1400 }],
      currency: 'USD',
      customerEmail: 'mallory@example.com',
      successUrl: 'http://x',
      cancelUrl: 'http://x',
      expiresAt: ctx.clock.now(),
      metadata: { orderId: '1' },
    });
    fake.pay(foreign);
    const before = await databaseSnapshot(ctx.db);
    for (const sessionId of ['cs_forged', '', unpaid, foreign]) {
      expect(await fulfilment().fulfilSession(sessionId), sessionId).toEqual({ success: false });
    }
    expect(await fulfilment().confirm('stripe', unpaid)).toEqual({ success: false });
    expect(await databaseSnapshot(ctx.db)).toEqual(before);
  });

  it("refuses a session whose metadata names another order, or that paid less than the order's total", async () => {
    const { order: other } = await pendingOrder();
    const { sessionId } = await pendingOrder();
    const { order: third } = await pendingOrder();
    const cheap = await fake.createCheckoutSession({
      reference: 'order-test',
      mode: 'payment',
      lines: [{ name: 'x', quantity: 1, unitAmountCents: 1 }],
      currency: 'USD',
      customerEmail: 'alice@example.com',
      successUrl: 'http://x',
      cancelUrl: 'http://x',
      expiresAt: ctx.clock.now(),
      metadata: { orderId: String(third.id) },
    });
    await ctx.db
      .update(ordersTable)
      .set({ providerSessionId: cheap.sessionId })
      .where(eq(ordersTable.id, third.id));
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error('no session');
    fake.sessions.set(sessionId, { ...session, metadata: { orderId: String(other.id) } });
    fake.pay(sessionId);
    fake.pay(cheap.sessionId);
    expect(await fulfilment().fulfilSession(sessionId)).toEqual({ success: false });
    expect(await fulfilment().fulfilSession(cheap.sessionId)).toEqual({ success: false });
    expect(await ctx.db.select().from(certificates)).toEqual([]);
  });

  it('starts the monthly subscription of a subscription checkout once, and links its order', async () => {
    const { order, sessionId } = await guestSubscription();
    fake.pay(sessionId);
    const results = await Promise.all([1, 2, 3].map(() => fulfilment().fulfilSession(sessionId)));
    expect(results).toEqual([{ success: true }, { success: true }, { success: true }]);
    const rows = await ctx.db.select().from(subscriptions);
    expect(rows).toEqual([
      expect.objectContaining({
        userId: null,
        email: 'guest@example.com',
        receiptName: 'Guest Co',
        productId: 7,
        quantity: 5,
        status: 'ACTIVE',
        providerSubscriptionId: fake.sessions.get(sessionId)?.subscriptionId,
        currentPeriodEnd: oneMonthAfter(ctx.clock.now()),
      }),
    ]);
    expect((await orders.findById(order.id))?.subscriptionId).toBe(rows[0]?.id);
    expect(await outbox()).toHaveLength(1);
  });
});

describe('FulfilmentService.handleEvent', () => {
  it('acts on an event id once: a redelivery after it was handled is a duplicate', async () => {
    const { order, sessionId } = await pendingOrder();
    const event = fake.pay(sessionId);
    expect(await fulfilment().handleEvent(event)).toBe('fulfilled');
    expect(await fulfilment().handleEvent(event)).toBe('duplicate');
    expect(await ctx.db.select().from(paymentEvents)).toEqual([
      expect.objectContaining({
        id: event.id,
        provider: 'sandbox',
        type: 'checkout.session.completed',
      }),
    ]);
    expect((await orders.findById(order.id))?.status).toBe('PAID');
    expect(await outbox()).toHaveLength(1);
  });

  it('does not hold an event that found nothing to do yet against its later delivery', async () => {
    const { order, sessionId } = await pendingOrder();
    // The completion delivered before the buyer has paid (a provider's early or out-of-order delivery).
    const early = { id: 'evt_early', type: 'checkout.session.completed' as const, sessionId };
    expect(await fulfilment().handleEvent(early)).toBe('not-fulfilled');
    expect(await ctx.db.select().from(paymentEvents)).toEqual([]);
    fake.pay(sessionId);
    expect(await fulfilment().handleEvent(early)).toBe('fulfilled');
    expect(await fulfilment().handleEvent(early)).toBe('duplicate');
    expect((await orders.findById(order.id))?.status).toBe('PAID');
  });

  it('pays once when completion and async success arrive in parallel with the confirm call', async () => {
    const { sessionId } = await pendingOrder();
    const completed = fake.pay(sessionId);
    await Promise.all([
      fulfilment().handleEvent(completed),
      fulfilment().handleEvent({
        id: 'evt_async',
        type: 'checkout.session.async_payment_succeeded',
        sessionId,
      }),
      fulfilment().confirm('sandbox', sessionId),
    ]);
    expect(await ctx.db.select().from(certificates)).toHaveLength(1);
    expect(await ctx.db.select().from(creditRetirements)).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it('expires the order of an expired session and fails that of a failed payment, returning tonnes once', async () => {
    const { order: expired, sessionId: s1 } = await pendingOrder({
      lines: [{ productId: 4, quantity: 6 }],
    });
    const { order: failed, sessionId: s2 } = await pendingOrder({
      lines: [{ productId: 4, quantity: 4 }],
    });
    expect(await available(4)).toBe(30_000 - 10);
    expect(await fulfilment().handleEvent(fake.expire(s1))).toBe('closed');
    expect(
      await fulfilment().handleEvent({
        id: 'evt_again',
        type: 'checkout.session.expired',
        sessionId: s1,
      }),
    ).toBe('ignored');
    expect(
      await fulfilment().handleEvent({
        id: 'evt_f',
        type: 'checkout.session.async_payment_failed',
        sessionId: s2,
      }),
    ).toBe('closed');
    expect((await orders.findById(expired.id))?.status).toBe('EXPIRED');
    expect((await orders.findById(failed.id))?.status).toBe('FAILED');
    expect(await available(4)).toBe(30_000);
  });

  it('bills a renewal once per invoice: a new paid order with its certificate and receipt, period moved', async () => {
    const { sessionId } = await guestSubscription();
    fake.pay(sessionId);
    await fulfilment().fulfilSession(sessionId);
    const providerId = fake.sessions.get(sessionId)?.subscriptionId ?? '';
    const periodEnd = new Date('2027-01-22T10:00:00Z');

    const outcomes = await Promise.all([
      fulfilment().handleEvent(renewal(providerId, 'in_2', periodEnd)),
      fulfilment().handleEvent(renewal(providerId, 'in_2', periodEnd)),
      fulfilment().handleEvent(renewal(providerId, 'in_2', periodEnd, 'evt_other_delivery')),
    ]);
    expect(outcomes).toEqual(['renewed', 'renewed', 'renewed']);
    const renewals = await ctx.db
      .select()
      .from(ordersTable)
      .where(eq(ordersTable.kind, 'subscription'));
    expect(renewals).toHaveLength(2); // the first period's checkout order and one renewal
    const [, renewed] = renewals.sort((a, b) => a.id - b.id);
    const [subscription] = await ctx.db.select().from(subscriptions);
    expect(renewed).toMatchObject({
      status: 'PAID',
      providerInvoiceId: 'in_2',
      subscriptionId: subscription?.id,
      userId: null,
    });
    expect(subscription?.currentPeriodEnd).toEqual(periodEnd);
    expect(await ctx.db.select().from(certificates)).toHaveLength(2);
    expect(await outbox()).toHaveLength(2);
    expect(await available(7)).toBe(50_000 - 10);
  });

  it('takes the first period end from the provider, and ignores nothing else of the first invoice', async () => {
    const { sessionId } = await guestSubscription();
    fake.pay(sessionId);
    await fulfilment().fulfilSession(sessionId);
    const providerId = fake.sessions.get(sessionId)?.subscriptionId ?? '';
    const first = {
      ...renewal(providerId, 'in_1', new Date('2026-12-22T10:00:05Z')),
      billingReason: 'subscription_create',
    };
    expect(await fulfilment().handleEvent(first)).toBe('subscription-updated');
    expect(await ctx.db.select().from(ordersTable)).toHaveLength(1);
    expect((await ctx.db.select().from(subscriptions))[0]?.currentPeriodEnd).toEqual(
      new Date('2026-12-22T10:00:05Z'),
    );
  });

  it('refunds a renewal that finds no stock, past due until one succeeds again', async () => {
    const { sessionId } = await guestSubscription();
    fake.pay(sessionId);
    await fulfilment().fulfilSession(sessionId);
    const providerId = fake.sessions.get(sessionId)?.subscriptionId ?? '';
    await ctx.db.update(products).set({ availableTonnes: 4 }).where(eq(products.id, 7));

    expect(
      await fulfilment().handleEvent(renewal(providerId, 'in_2', new Date('2027-01-22T10:00:00Z'))),
    ).toBe('renewal-refunded');
    expect((await ctx.db.select().from(subscriptions))[0]?.status).toBe('PAST_DUE');
    expect(await ctx.db.select().from(refunds)).toEqual([
      expect.objectContaining({ reason: 'renewal-no-stock', providerInvoiceId: 'in_2' }),
    ]);
    expect(await ctx.db.select().from(ordersTable)).toHaveLength(1);
    expect(await available(7)).toBe(4);

    await ctx.db.update(products).set({ availableTonnes: 100 }).where(eq(products.id, 7));
    expect(
      await fulfilment().handleEvent(renewal(providerId, 'in_3', new Date('2027-02-22T10:00:00Z'))),
    ).toBe('renewed');
    expect((await ctx.db.select().from(subscriptions))[0]?.status).toBe('ACTIVE');
  });

  it("follows the provider's view: past due on a failed renewal charge, active, then cancelled", async () => {
    const { sessionId } = await guestSubscription();
    fake.pay(sessionId);
    await fulfilment().fulfilSession(sessionId);
    const subscriptionId = fake.sessions.get(sessionId)?.subscriptionId ?? '';
    const status = async () => (await ctx.db.select().from(subscriptions))[0]?.status;
    const updated = (state: 'active' | 'past_due' | 'unpaid' | 'canceled' | 'other', id: string) =>
      fulfilment().handleEvent({
        id,
        type: 'customer.subscription.updated',
        subscriptionId,
        status: state,
      });

    const failed: PaymentEvent = {
      id: 'evt_failed',
      type: 'invoice.payment_failed',
      invoiceId: 'in_failed',
      subscriptionId,
    };
    expect(await fulfilment().handleEvent(failed)).toBe('renewal-payment-failed');
    expect(await status()).toBe('PAST_DUE');
    expect(await updated('past_due', 'evt_u1')).toBe('ignored');
    expect(await updated('active', 'evt_u2')).toBe('subscription-updated');
    expect(await status()).toBe('ACTIVE');
    expect(await updated('other', 'evt_u3')).toBe('ignored');
    expect(await updated('unpaid', 'evt_u4')).toBe('subscription-updated');
    expect(await status()).toBe('PAST_DUE');
    expect(await updated('canceled', 'evt_u5')).toBe('subscription-cancelled');
    expect(await status()).toBe('CANCELLED');
    expect(await updated('active', 'evt_u6')).toBe('ignored');
    expect(await status()).toBe('CANCELLED');
  });

  it('cancels the subscription the provider deleted, and bills no renewal after that', async () => {
    const { sessionId } = await guestSubscription();
    fake.pay(sessionId);
    await fulfilment().fulfilSession(sessionId);
    const providerId = fake.sessions.get(sessionId)?.subscriptionId ?? '';
    const deleted: PaymentEvent = {
      id: 'evt_del',
      type: 'customer.subscription.deleted',
      subscriptionId: providerId,
    };
    expect(await fulfilment().handleEvent(deleted)).toBe('subscription-cancelled');
    expect((await ctx.db.select().from(subscriptions))[0]).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: ctx.clock.now(),
    });
    expect(
      await fulfilment().handleEvent(renewal(providerId, 'in_9', new Date('2027-01-22T10:00:00Z'))),
    ).toBe('ignored');
    expect(await fulfilment().handleEvent(renewal('sub_unknown', 'in_10', new Date()))).toBe(
      'ignored',
    );
    expect(await ctx.db.select().from(ordersTable)).toHaveLength(1);
  });
});

/** A sweep's outcome, with empty lists where none is given. */
const swept = (ids: { expired?: number[]; fulfilled?: number[]; deferred?: number[] }) => ({
  expired: [],
  fulfilled: [],
  deferred: [],
  ...ids,
});

describe('FulfilmentService.expireReservations', () => {
  it('expires only reservations past their time and gives their tonnes back once', async () => {
    const { order } = await pendingOrder({ lines: [{ productId: 2, quantity: 9 }] });
    expect(await fulfilment().expireReservations()).toEqual(swept({}));
    ctx.clock.advance(TTL_MS + 1);
    const { order: fresh } = await pendingOrder({ lines: [{ productId: 2, quantity: 1 }] });
    expect(await fulfilment().expireReservations()).toEqual(swept({ expired: [order.id] }));
    expect(await fulfilment().expireReservations()).toEqual(swept({}));
    expect((await orders.findById(fresh.id))?.status).toBe('PENDING');
    expect(await available(2)).toBe(18_000 - 1);
  });

  it('fulfils, not expires, an order paid at the provider that no webhook or return page reported', async () => {
    const { order, sessionId } = await pendingOrder({ lines: [{ productId: 2, quantity: 4 }] });
    fake.pay(sessionId); // its completion event is lost, and the buyer closed the tab
    ctx.clock.advance(TTL_MS + 1);
    expect(await fulfilment().expireReservations()).toEqual(swept({ fulfilled: [order.id] }));
    expect(await orders.findById(order.id)).toMatchObject({
      status: 'PAID',
      certificateId: expect.any(String),
    });
    expect(await available(2)).toBe(18_000 - 4);
    await ctx.runJobs();
    expect(await outbox()).toHaveLength(1);
  });

  it('keeps the tonnes reserved while the provider cannot be asked, and settles once it answers', async () => {
    const { order } = await pendingOrder({ lines: [{ productId: 2, quantity: 4 }] });
    ctx.clock.advance(TTL_MS + 1);
    fake.unreachable = true;
    expect(await fulfilment().expireReservations()).toEqual(swept({ deferred: [order.id] }));
    expect((await orders.findById(order.id))?.status).toBe('PENDING');
    expect(await available(2)).toBe(18_000 - 4);
    fake.unreachable = false;
    expect(await fulfilment().expireReservations()).toEqual(swept({ expired: [order.id] }));
    expect(await available(2)).toBe(18_000);
  });
});

describe('oneMonthAfter', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(oneMonthAfter(new Date('2026-11-22T10:00:00Z'))).toEqual(
      new Date('2026-12-22T10:00:00Z'),
    );
    expect(oneMonthAfter(new Date('2027-01-31T23:30:00Z'))).toEqual(
      new Date('2027-02-28T23:30:00Z'),
    );
    expect(oneMonthAfter(new Date('2028-01-31T00:00:00Z'))).toEqual(
      new Date('2028-02-29T00:00:00Z'),
    );
    expect(oneMonthAfter(new Date('2026-12-15T08:00:00Z'))).toEqual(
      new Date('2027-01-15T08:00:00Z'),
    );
  });
});

describe('the receipt as a job', () => {
  it('is queued by the transaction that pays the order, once, and sent when the jobs run', async () => {
    const { order, sessionId } = await pendingOrder();
    fake.pay(sessionId);
    const results = await Promise.all([
      fulfilment().fulfilSession(sessionId),
      fulfilment().fulfilSession(sessionId),
    ]);
    expect(results).toEqual([{ success: true }, { success: true }]);
    // Committed with PAID, not yet sent: the request never waits for the mail server.
    expect(await ctx.db.select().from(outboxEmails)).toEqual([]);
    expect(await ctx.db.select().from(jobs)).toEqual([
      expect.objectContaining({
        kind: 'send-mail',
        status: 'queued',
        dedupeKey: `receipt:${order.id}`,
        payload: expect.objectContaining({ to: 'alice@example.com' }),
      }),
    ]);
    expect((await outbox()).map((mail) => mail.toAddress)).toEqual(['alice@example.com']);
  });
});
