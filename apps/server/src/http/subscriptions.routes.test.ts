import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DrizzleSubscriptionRepository } from '../persistence/drizzle-subscription.repository.js';
import { orders, subscriptions } from '../persistence/schema.js';
import { SwitchableFakeProvider, verifyEmail } from '../test-support/commerce-fixtures.js';
import { type SignedInUser, signedInUser } from '../test-support/signed-in-user.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;
let payments: SwitchableFakeProvider;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  payments = new SwitchableFakeProvider();
  ctx = await createTestApp({ payments });
});
beforeEach(async () => {
  await ctx.reset();
  payments.failCancel = false;
  payments.cancelledSubscriptions.length = 0;
  alice = await signedInUser(ctx, 'alice');
  bob = await signedInUser(ctx, 'bob');
});
afterAll(() => ctx.close());

const periodEnd = new Date('2026-12-22T10:00:00Z');
/** A subscription held by an account (as a renewal or an operator would record it). */
const ownedBy = (user: SignedInUser, providerSubscriptionId: string) =>
  new DrizzleSubscriptionRepository(ctx.db).upsertByProviderId({
    userId: user.userId,
    email: `${providerSubscriptionId}@example.com`,
    receiptName: 'Green Rails Ltd',
    productId: 7,
    quantity: 10,
    provider: 'sandbox',
    providerSubscriptionId,
    currentPeriodEnd: periodEnd,
  });

/** A subscription bought through the subscription page and paid, as a guest or signed in. */
async function boughtAsGuest(email: string, buyer: SignedInUser | null = null): Promise<void> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/direct-order-checkout/create-session',
    ...(buyer ? { headers: buyer.headers } : {}),
    payload: {
      email,
      receiptName: 'Asha Rao',
      productId: 7,
      quantity: 5,
      paymentMethod: 'CARD',
      redirectionUrl: 'http://localhost:8080/checkout',
      subscription: true,
    },
  });
  const { sessionId } = payments.requestOf(created.json().checkoutUrl);
  payments.pay(sessionId);
  const confirmed = await ctx.app.inject({
    method: 'GET',
    url: `/api/direct-order-checkout/sandbox/session/confirm?sessionId=${sessionId}`,
  });
  expect(confirmed.json()).toMatchObject({ success: true });
}

const list = (user: SignedInUser | null) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/subscriptions',
    ...(user ? { headers: user.headers } : {}),
  });
const cancel = (user: SignedInUser | null, id: number | string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/subscriptions/${id}/cancel`,
    ...(user ? { headers: user.headers } : {}),
  });
const rows = () => ctx.db.select().from(subscriptions).orderBy(asc(subscriptions.id));

describe('GET /api/subscriptions', () => {
  it('answers 401 without a valid token', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await cancel(null, 1)).statusCode).toBe(401);
  });

  it("lists the user's own subscriptions with the contract's fields, and nobody else's", async () => {
    const own = await ownedBy(alice, 'sub_alice');
    await ownedBy(bob, 'sub_bob');
    const response = await list(alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: own.id,
        status: 'ACTIVE',
        productName: 'NetZero Monthly Climate Portfolio',
        quantity: 10,
        receiptName: 'Green Rails Ltd',
        email: 'sub_alice@example.com',
        currentPeriodEnd: '2026-12-22T10:00:00.000Z',
        createdAt: own.createdAt.toISOString(),
      },
    ]);
  });

  it("shows a guest subscription made with the account's e-mail only once the e-mail is verified", async () => {
    await boughtAsGuest('alice@example.com');
    expect((await list(alice)).json()).toEqual([]);
    await verifyEmail(ctx, alice.userId);
    expect((await list(alice)).json()).toEqual([
      expect.objectContaining({
        email: 'alice@example.com',
        quantity: 5,
        receiptName: 'Asha Rao',
        status: 'ACTIVE',
      }),
    ]);
    await verifyEmail(ctx, bob.userId);
    expect((await list(bob)).json()).toEqual([]);
  });

  // Issue 18 item 11: bought while signed in, a subscription is the account's at once.
  it('lists a subscription bought while signed in at once, before the e-mail is verified', async () => {
    await boughtAsGuest('alice@example.com', alice);
    expect((await list(alice)).json()).toEqual([
      expect.objectContaining({ email: 'alice@example.com', quantity: 5, status: 'ACTIVE' }),
    ]);
    expect((await rows())[0]?.userId).toBe(alice.userId);
  });

  it('keeps a signed-in purchase with another e-mail on the buyer’s account only', async () => {
    await boughtAsGuest('bob@example.com', alice);
    await verifyEmail(ctx, bob.userId);
    expect((await list(alice)).json()).toEqual([
      expect.objectContaining({ email: 'bob@example.com', quantity: 5 }),
    ]);
    // Bob proves he owns the address, but Alice paid: it stays hers.
    expect((await list(bob)).json()).toEqual([]);
  });

  it('refuses a checkout with a token that is not an open session (no silent guest order)', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/direct-order-checkout/create-session',
      headers: { authorization: 'Bearer not-a-token' },
      payload: {
        email: 'alice@example.com',
        receiptName: 'Asha Rao',
        productId: 7,
        quantity: 5,
        paymentMethod: 'CARD',
        redirectionUrl: 'http://localhost:8080/checkout',
        subscription: true,
      },
    });
    expect(created.statusCode).toBe(401);
    expect(await ctx.db.select().from(orders)).toEqual([]);
  });
});

describe('POST /api/subscriptions/{id}/cancel', () => {
  it('cancels at the provider and here, and answers the cancelled subscription', async () => {
    const own = await ownedBy(alice, 'sub_alice');
    ctx.clock.advance(60_000);
    const response = await cancel(alice, own.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: own.id, status: 'CANCELLED' });
    expect(payments.cancelledSubscriptions).toEqual(['sub_alice']);
    expect(await rows()).toEqual([
      expect.objectContaining({ id: own.id, status: 'CANCELLED', cancelledAt: ctx.clock.now() }),
    ]);
    expect((await list(alice)).json()).toEqual([expect.objectContaining({ status: 'CANCELLED' })]);
  });

  it('answers 200 unchanged when cancelled again, without asking the provider twice', async () => {
    const own = await ownedBy(alice, 'sub_alice');
    await cancel(alice, own.id);
    const before = await rows();
    ctx.clock.advance(60_000);
    const again = await cancel(alice, own.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: own.id, status: 'CANCELLED' });
    expect(await rows()).toEqual(before);
    expect(payments.cancelledSubscriptions).toEqual(['sub_alice']);
  });

  it("answers 404 for another user's, an unverified guest one or an unknown id, changing nothing", async () => {
    const bobs = await ownedBy(bob, 'sub_bob');
    await boughtAsGuest('alice@example.com');
    const guest = (await rows()).find((row) => row.userId === null);
    const before = await rows();
    for (const id of [bobs.id, guest?.id ?? 0, 999_999]) {
      const response = await cancel(alice, id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ message: 'This subscription does not exist.' });
    }
    expect(await rows()).toEqual(before);
    expect(payments.cancelledSubscriptions).toEqual([]);
  });

  it('lets the account cancel a guest subscription of its verified e-mail', async () => {
    await boughtAsGuest('alice@example.com');
    await verifyEmail(ctx, alice.userId);
    const [guest] = await rows();
    const response = await cancel(alice, guest?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect((await rows())[0]?.status).toBe('CANCELLED');
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await cancel(alice, id)).statusCode, id).toBe(400);
    }
  });

  it('answers 502 and keeps the subscription ACTIVE when the provider cannot cancel it', async () => {
    const own = await ownedBy(alice, 'sub_alice');
    payments.failCancel = true;
    const response = await cancel(alice, own.id);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('could not cancel this subscription');
    expect((await rows())[0]).toMatchObject({ status: 'ACTIVE', cancelledAt: null });
  });
});
