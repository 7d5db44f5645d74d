import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, subscriptions } from '../persistence/schema.js';
import { SwitchableFakeProvider, setStock, stockOf } from '../test-support/commerce-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;
let payments: SwitchableFakeProvider;

beforeAll(async () => {
  payments = new SwitchableFakeProvider();
  ctx = await createTestApp({ payments });
});
beforeEach(async () => {
  await ctx.reset();
  payments.failCheckout = false;
});
afterAll(() => ctx.close());

const oneTime = {
  email: 'asha@example.com',
  receiptName: 'Green Rails Ltd',
  productId: 1,
  quantity: 3,
  paymentMethod: 'CARD',
  redirectUrl: 'http://localhost:8080/checkout',
  subscribe: false,
};
const plan = {
  email: 'asha@example.com',
  receiptName: 'Asha Rao',
  productId: 7,
  quantity: 5,
  paymentMethod: 'CARD',
  redirectionUrl: 'http://localhost:8080/checkout',
  subscription: true,
};
const createSession = (payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/direct-order-checkout/create-session',
    payload,
  });
const confirm = (query: string, provider = 'sandbox') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/direct-order-checkout/${provider}/session/confirm${query}`,
  });
const allOrders = () => ctx.db.select().from(orders).orderBy(asc(orders.id));

describe('GET /api/direct-order-checkout/price', () => {
  it('answers the price of one tonne in dollars', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/direct-order-checkout/price?productId=1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ price: 14 });
    const seven = await ctx.app.inject({
      method: 'GET',
      url: '/api/direct-order-checkout/price?productId=7',
    });
    expect(seven.json()).toEqual({ price: 15 });
  });

  it('answers 404 for an unknown project and 400 for a missing or malformed id', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/direct-order-checkout/price?productId=99',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'This carbon project does not exist.' });
    for (const query of ['', '?productId=', '?productId=abc', '?productId=0', '?productId=1.5']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/direct-order-checkout/price${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toHaveProperty('productId');
    }
  });
});

describe('POST /api/direct-order-checkout/create-session', () => {
  it('opens a guest one-time checkout (redirectUrl/subscribe spelling) and reserves the tonnes', async () => {
    const response = await createSession(oneTime);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ checkoutUrl: expect.any(String), message: 'Proceeding to checkout...' });
    const request = payments.requestOf(body.checkoutUrl);
    const [order] = await allOrders();
    expect(order).toMatchObject({
      userId: null,
      email: 'asha@example.com',
      receiptName: 'Green Rails Ltd',
      kind: 'direct',
      status: 'PENDING',
      paymentMethod: 'CARD',
      totalCents: 4200,
      providerSessionId: request.sessionId,
    });
    expect(request).toMatchObject({
      mode: 'payment',
      lines: [
        {
          name: 'Biogas for clean cooking in Madhya Pradesh and Maharashtra',
          quantity: 3,
          unitAmountCents: 1400,
        },
      ],
      customerEmail: 'asha@example.com',
      successUrl: `http://localhost:8080/checkout?orderId=${order?.id}&session_id={CHECKOUT_SESSION_ID}`,
      metadata: { orderId: String(order?.id) },
    });
    expect(await stockOf(ctx, 1)).toBe(25_000 - 3);
  });

  it('opens a monthly subscription checkout (redirectionUrl/subscription spelling)', async () => {
    const response = await createSession(plan);
    expect(response.statusCode).toBe(200);
    const request = payments.requestOf(response.json().checkoutUrl);
    expect(request).toMatchObject({
      mode: 'subscription',
      lines: [{ name: 'NetZero Monthly Climate Portfolio', quantity: 5, unitAmountCents: 1500 }],
    });
    expect(await allOrders()).toEqual([
      expect.objectContaining({ kind: 'subscription', receiptName: 'Asha Rao', totalCents: 7500 }),
    ]);
    expect(await stockOf(ctx, 7)).toBe(50_000 - 5);
  });

  it('accepts either spelling alone, or both when they agree, and rejects them when they disagree', async () => {
    const { redirectionUrl: _r, subscription: _s, ...base } = plan;
    const subscribeOnly = await createSession({ ...base, subscribe: true });
    expect(payments.requestOf(subscribeOnly.json().checkoutUrl).mode).toBe('subscription');
    const agreeing = await createSession({ ...base, subscribe: false, subscription: false });
    expect(payments.requestOf(agreeing.json().checkoutUrl).mode).toBe('payment');
    const neither = await createSession(base);
    expect(payments.requestOf(neither.json().checkoutUrl).mode).toBe('payment');

    const before = await allOrders();
    const conflicting = await createSession({ ...base, subscribe: false, subscription: true });
    expect(conflicting.statusCode).toBe(400);
    expect(conflicting.json().errors).toEqual({
      subscription:
        'subscribe and subscription are two spellings of one field: send one, or the same value in both.',
    });
    expect(await allOrders()).toEqual(before);
  });

  it("derives the receipt name from the e-mail when it is left empty, and trims what's typed", async () => {
    await createSession({ ...oneTime, email: '  asha.rao@example.com ', receiptName: '   ' });
    expect(await allOrders()).toEqual([
      expect.objectContaining({ email: 'asha.rao@example.com', receiptName: 'asha.rao' }),
    ]);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    'javascript:alert(document.cookie)',
    'http://localhost:8081/checkout',
  ])('ignores the off-site redirect %s and returns the buyer to /checkout', async (redirectUrl) => {
    const response = await createSession({ ...oneTime, redirectUrl });
    expect(response.statusCode).toBe(200);
    const { successUrl, cancelUrl } = payments.requestOf(response.json().checkoutUrl);
    expect(successUrl).toMatch(
      /^http:\/\/localhost:8080\/checkout\?orderId=\d+&session_id=\{CHECKOUT_SESSION_ID\}$/,
    );
    expect(cancelUrl).toBe(successUrl);
  });

  it('keeps a redirect to a page of this site', async () => {
    const response = await createSession({ ...oneTime, redirectUrl: '/Onetime?plan=lite' });
    const { successUrl } = payments.requestOf(response.json().checkoutUrl);
    expect(successUrl).toMatch(
      /^http:\/\/localhost:8080\/Onetime\?plan=lite&orderId=\d+&session_id=/,
    );
  });

  it('answers 400 with the per-field messages of the direct checkout page, writing nothing', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ quantity: 0 }, { quantity: 'Please enter a whole number of tonnes, at least 1.' }],
      [{ quantity: 2.5 }, { quantity: 'Please enter a whole number of tonnes, at least 1.' }],
      [{ quantity: '' }, { quantity: 'Please enter a whole number of tonnes, at least 1.' }],
      [{ quantity: 1_000_001 }, { quantity: 'Please enter at most 1,000,000 tonnes per order.' }],
      [{ email: 'asha@' }, { email: 'Please enter a valid email address' }],
      [
        { email: '', quantity: -2 },
        {
          quantity: 'Please enter a whole number of tonnes, at least 1.',
          email: 'Please enter a valid email address',
        },
      ],
    ];
    for (const [change, errors] of cases) {
      const response = await createSession({ ...oneTime, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please correct the highlighted fields.',
        errors,
      });
    }
    for (const change of [
      { paymentMethod: 'CREDIT_CARD' },
      { productId: '1' },
      { subscribe: 'yes' },
      { quantity: [1] },
      { email: undefined },
      { receiptName: 'Green\u0000Rails' },
    ]) {
      const response = await createSession({ ...oneTime, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).toHaveLength(1);
    }
    expect(await allOrders()).toEqual([]);
    expect(await stockOf(ctx, 1)).toBe(25_000);
  });

  it('answers 404 for an unknown project and 400 for an order above the card limit', async () => {
    const unknown = await createSession({ ...oneTime, productId: 99 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'This carbon project does not exist.' });
    const tooLarge = await createSession({ ...oneTime, quantity: 80_000 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toContain('at most $999,999.99');
    expect(await allOrders()).toEqual([]);
  });

  it("answers 409 'Not enough carbon credits' beyond the stock, for one-time and subscription alike", async () => {
    await setStock(ctx, 1, 2);
    await setStock(ctx, 7, 4);
    for (const payload of [oneTime, plan]) {
      const response = await createSession(payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('Not enough carbon credits');
    }
    expect(await allOrders()).toEqual([]);
    expect(await stockOf(ctx, 1)).toBe(2);
    expect(await stockOf(ctx, 7)).toBe(4);
    // Exactly the stock is fine, and leaves none.
    expect((await createSession({ ...oneTime, quantity: 2 })).statusCode).toBe(200);
    expect(await stockOf(ctx, 1)).toBe(0);
  });

  it('answers 502 when the provider fails, and gives the tonnes back', async () => {
    payments.failCheckout = true;
    const response = await createSession(oneTime);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toContain('Nothing was charged');
    expect(await allOrders()).toEqual([expect.objectContaining({ status: 'FAILED' })]);
    expect(await stockOf(ctx, 1)).toBe(25_000);
  });
});

describe('GET /api/direct-order-checkout/{provider}/session/confirm', () => {
  it("answers 400 with the return page's message when the session id is missing", async () => {
    for (const query of ['', '?sessionId=', '?sessionId=%20%20']) {
      const response = await confirm(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message: 'Missing sessionId. Cannot verify payment.' });
    }
  });

  it('answers success false for an unpaid, unknown or other-provider session, and changes nothing', async () => {
    const { checkoutUrl } = (await createSession(oneTime)).json();
    const { sessionId } = payments.requestOf(checkoutUrl);
    expect((await confirm(`?sessionId=${sessionId}`)).json()).toEqual({ success: false });
    for (const forged of ['cs_forged', "cs_'%3Cscript%3E", 'x'.repeat(400)]) {
      const answer = await confirm(`?sessionId=${forged}`);
      expect(answer.statusCode, forged).toBe(200);
      expect(answer.json()).toEqual({ success: false });
    }
    // A control character is refused by the contract, before any lookup.
    const nul = await confirm('?sessionId=cs%00x');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({
      sessionId: 'Please remove control characters from this field.',
    });
    payments.pay(sessionId);
    expect((await confirm(`?sessionId=${sessionId}`, 'stripe')).json()).toEqual({ success: false });
    expect(await allOrders()).toEqual([expect.objectContaining({ status: 'PENDING' })]);
  });

  it('fulfils a paid one-time order once, however often the return page asks', async () => {
    const { checkoutUrl } = (await createSession(oneTime)).json();
    const { sessionId } = payments.requestOf(checkoutUrl);
    payments.pay(sessionId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => confirm(`?sessionId=${sessionId}`)),
    );
    const certificateUrl = expect.stringMatching(/^\/certificates\/[\w-]+$/);
    for (const answer of answers) expect(answer.json()).toEqual({ success: true, certificateUrl });
    expect(await allOrders()).toEqual([expect.objectContaining({ status: 'PAID' })]);
    expect(await ctx.db.select().from(orderItems)).toHaveLength(1);
    expect(await stockOf(ctx, 1)).toBe(25_000 - 3);
  });

  it("gives the guest's return page the paid order's certificate page (issue 18 item 10)", async () => {
    const { checkoutUrl } = (await createSession(oneTime)).json();
    const { sessionId } = payments.requestOf(checkoutUrl);
    expect((await confirm(`?sessionId=${sessionId}`)).json()).toEqual({ success: false });
    payments.pay(sessionId);
    const { certificateUrl } = (await confirm(`?sessionId=${sessionId}`)).json();
    const page = await ctx.app.inject({ method: 'GET', url: certificateUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Green Rails Ltd');
  });

  it('starts the subscription when its first payment is confirmed', async () => {
    const { checkoutUrl } = (await createSession(plan)).json();
    const { sessionId } = payments.requestOf(checkoutUrl);
    payments.pay(sessionId);
    expect((await confirm(`?sessionId=${sessionId}`)).json()).toMatchObject({ success: true });
    expect(await ctx.db.select().from(subscriptions)).toEqual([
      expect.objectContaining({
        userId: null,
        email: 'asha@example.com',
        receiptName: 'Asha Rao',
        productId: 7,
        quantity: 5,
        status: 'ACTIVE',
      }),
    ]);
  });
});
