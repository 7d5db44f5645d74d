import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, orderItems, orders } from '../persistence/schema.js';
import {
  SwitchableFakeProvider,
  setStock,
  stockOf,
  verifyEmail,
} from '../test-support/commerce-fixtures.js';
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
  payments.failCheckout = false;
  alice = await signedInUser(ctx, 'alice');
  bob = await signedInUser(ctx, 'bob');
});
afterAll(() => ctx.close());

const addToCart = (user: SignedInUser, productId: number, quantity: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: user.headers,
    payload: { productId, quantity, priceAtTime: 1 },
  });
const place = (user: SignedInUser | null, payload: object = { paymentMethod: 'CREDIT_CARD' }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders/place',
    ...(user ? { headers: user.headers } : {}),
    payload,
  });
const history = (user: SignedInUser | null, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/orders/user${query}`,
    ...(user ? { headers: user.headers } : {}),
  });
const guestOrder = (email: string, quantity = 1) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/direct-order-checkout/create-session',
    payload: { email, receiptName: 'Guest', productId: 1, quantity, paymentMethod: 'CARD' },
  });
const allOrders = () => ctx.db.select().from(orders).orderBy(asc(orders.id));

describe('POST /api/orders/place', () => {
  it('turns the cart into a PENDING order, reserves its tonnes and answers the checkout URL', async () => {
    await addToCart(alice, 1, 3);
    await addToCart(alice, 6, 2);
    const response = await place(alice);
    expect(response.statusCode).toBe(200);
    const { checkoutUrl } = response.json();
    const request = payments.requestOf(checkoutUrl);
    const [order] = await allOrders();
    expect(order).toMatchObject({
      userId: alice.userId,
      email: 'alice@example.com',
      receiptName: 'alice',
      kind: 'cart',
      status: 'PENDING',
      paymentMethod: 'CREDIT_CARD',
      totalCents: 3 * 1400 + 2 * 1250,
      providerSessionId: request.sessionId,
      reservationExpiresAt: new Date(ctx.clock.now().getTime() + 30 * 60_000),
    });
    expect(request).toMatchObject({
      mode: 'payment',
      customerEmail: 'alice@example.com',
      successUrl: `http://localhost:8080/checkout?orderId=${order?.id}&userId=${alice.userId}&session_id={CHECKOUT_SESSION_ID}`,
      expiresAt: order?.reservationExpiresAt,
      metadata: { orderId: String(order?.id), userId: String(alice.userId) },
    });
    expect(
      await ctx.db
        .select({
          productId: orderItems.productId,
          quantity: orderItems.quantity,
          price: orderItems.priceAtTimeCents,
        })
        .from(orderItems)
        .orderBy(asc(orderItems.productId)),
    ).toEqual([
      { productId: 1, quantity: 3, price: 1400 },
      { productId: 6, quantity: 2, price: 1250 },
    ]);
    expect(await stockOf(ctx, 1)).toBe(25_000 - 3);
    expect(await stockOf(ctx, 6)).toBe(8_000 - 2);
    // The cart stays until the order is paid (the buyer may come back from the checkout).
    expect(
      await ctx.db.select().from(cartItems).where(eq(cartItems.userId, alice.userId)),
    ).toHaveLength(2);
  });

  it('answers 400 for an empty cart, and writes nothing', async () => {
    const response = await place(alice);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Your cart is empty. Add a carbon project before checking out.',
    });
    expect(await allOrders()).toEqual([]);
  });

  it('answers 400 with a field message for another payment method or none', async () => {
    await addToCart(alice, 1, 1);
    for (const payload of [{ paymentMethod: 'CARD' }, { paymentMethod: 'PAYPAL' }, {}]) {
      const response = await place(alice, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please correct the highlighted fields.',
        errors: {
          paymentMethod: "Cart orders are paid by card: send paymentMethod 'CREDIT_CARD'.",
        },
      });
    }
    expect(await allOrders()).toEqual([]);
  });

  it('answers 401 without a valid token', async () => {
    expect((await place(null)).statusCode).toBe(401);
    expect((await history(null)).statusCode).toBe(401);
  });

  it("answers 409 'Not enough carbon credits' when a line is short, reserving nothing of any line", async () => {
    await addToCart(alice, 1, 2);
    await addToCart(alice, 6, 5);
    await setStock(ctx, 6, 4);
    const sessionsBefore = payments.sessions.size;
    const response = await place(alice);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('Not enough carbon credits');
    expect(await stockOf(ctx, 1)).toBe(25_000);
    expect(await stockOf(ctx, 6)).toBe(4);
    expect(await allOrders()).toEqual([]);
    expect(payments.sessions.size).toBe(sessionsBefore);
  });

  it('answers 502 when the provider fails, closing the order FAILED with its tonnes back', async () => {
    await addToCart(alice, 1, 2);
    payments.failCheckout = true;
    const response = await place(alice);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/payment provider could not open a checkout/);
    expect(await allOrders()).toEqual([
      expect.objectContaining({ status: 'FAILED', providerSessionId: null }),
    ]);
    expect(await stockOf(ctx, 1)).toBe(25_000);
  });
});

describe('GET /api/orders/user', () => {
  it('answers an empty first page by default (page 0, size 5)', async () => {
    const response = await history(alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      page: 0,
      size: 5,
      paidTotalAmount: 0,
      // The account's own name and e-mail, before any order carries them (issue 18 item 13).
      account: { username: 'alice', email: 'alice@example.com' },
    });
  });

  it('totals the paid orders of every page, not only the page asked for (issue 18 item 13)', async () => {
    await addToCart(alice, 1, 2);
    const paidSessions: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { checkoutUrl } = (await place(alice)).json();
      paidSessions.push(payments.requestOf(checkoutUrl).sessionId);
      ctx.clock.advance(1000);
    }
    await place(alice); // left unpaid: not revenue
    for (const sessionId of paidSessions.slice(0, 2)) {
      payments.pay(sessionId);
      await ctx.app.inject({
        method: 'GET',
        url: `/api/direct-order-checkout/sandbox/session/confirm?sessionId=${sessionId}`,
      });
    }
    const lastPage = (await history(alice, '?page=3&size=1')).json();
    expect(lastPage.content).toHaveLength(1);
    expect(lastPage.paidTotalAmount).toBe(2 * 28);
    expect((await history(bob)).json().paidTotalAmount).toBe(0);
  });

  it('pages the orders newest first with the figures of the whole list', async () => {
    await addToCart(alice, 1, 1);
    for (let i = 0; i < 7; i++) {
      expect((await place(alice)).statusCode).toBe(200);
      ctx.clock.advance(1000);
    }
    const ids = (await allOrders()).map((o) => o.id).reverse();
    const first = (await history(alice, '?page=0&size=5')).json();
    expect(first).toMatchObject({ totalElements: 7, totalPages: 2, page: 0, size: 5 });
    expect(first.content.map((o: { orderId: number }) => o.orderId)).toEqual(ids.slice(0, 5));
    const second = (await history(alice, '?page=1&size=5')).json();
    expect(second.content.map((o: { orderId: number }) => o.orderId)).toEqual(ids.slice(5));
    expect((await history(alice, '?page=2&size=5')).json()).toMatchObject({
      content: [],
      totalElements: 7,
      totalPages: 2,
      page: 2,
    });
    expect((await history(alice, '?size=50')).json()).toMatchObject({ totalPages: 1, size: 50 });
  });

  it('shows each order with the fields of spec §3 and, once paid, its certificate link', async () => {
    await addToCart(alice, 1, 2);
    const { checkoutUrl } = (await place(alice)).json();
    const sessionId = payments.requestOf(checkoutUrl).sessionId;
    const [pending] = (await history(alice)).json().content;
    expect(pending).toEqual({
      orderId: expect.any(Number),
      status: 'PENDING',
      paymentMethod: 'CREDIT_CARD',
      orderDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      totalAmount: 28,
      userName: 'alice',
      userEmail: 'alice@example.com',
      orderItems: [
        {
          productName: 'Biogas for clean cooking in Madhya Pradesh and Maharashtra',
          quantity: 2,
          priceAtTime: 14,
        },
      ],
      certificateUrl: null,
    });
    payments.pay(sessionId);
    const confirm = await ctx.app.inject({
      method: 'GET',
      url: `/api/direct-order-checkout/sandbox/session/confirm?sessionId=${sessionId}`,
    });
    expect(confirm.json()).toMatchObject({ success: true });
    const [paid] = (await history(alice)).json().content;
    expect(paid.status).toBe('PAID');
    expect(paid.certificateUrl).toMatch(
      /^http:\/\/localhost:8080\/certificates\/[A-Za-z0-9_-]{20,}$/,
    );
  });

  it.each(['?page=-1', '?page=1.5', '?page=abc', '?size=0', '?size=51', '?size=', '?size=2.5'])(
    'answers 400 with a field message for %s',
    async (query) => {
      const response = await history(alice, query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([
        query.includes('page') ? 'page' : 'size',
      ]);
    },
  );

  it("never shows another user's orders", async () => {
    await addToCart(bob, 1, 1);
    await place(bob);
    expect((await history(alice)).json()).toMatchObject({ content: [], totalElements: 0 });
    expect((await history(bob)).json().totalElements).toBe(1);
  });

  it("shows guest orders made with the account's e-mail only once the account has verified it", async () => {
    expect((await guestOrder('ALICE@example.com')).statusCode).toBe(200);
    expect((await guestOrder('carol@example.com')).statusCode).toBe(200);
    expect((await history(alice)).json().totalElements).toBe(0);
    await verifyEmail(ctx, alice.userId);
    const page = (await history(alice)).json();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({
      userEmail: 'ALICE@example.com',
      userName: 'Guest',
      paymentMethod: 'CARD',
    });
    // Bob never sees them, verified or not.
    await verifyEmail(ctx, bob.userId);
    expect((await history(bob)).json().totalElements).toBe(0);
  });
});
