import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  orders,
  paymentEvents,
  sandboxSubscriptions,
  subscriptions,
} from '../../persistence/schema.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// The sandbox inside the real app (composition root, routes, webhook route, fulfilment): a monthly plan
// bought on the hosted page, renewed by the clock through signed webhooks, then cancelled.

const DAY = 24 * 60 * 60 * 1000;

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

function sandbox() {
  const provider = ctx.adapters.payments.sandbox;
  if (!provider) throw new Error('the test app should run the sandbox provider');
  return provider;
}

async function subscribeOnTheHostedPage(): Promise<{ sessionId: string; returnUrl: URL }> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/direct-order-checkout/create-session',
    payload: {
      email: 'grace@example.com',
      receiptName: 'Grace Hopper',
      productId: 7,
      quantity: 5,
      paymentMethod: 'CARD',
      redirectionUrl: 'http://localhost:8080/checkout',
      subscription: true,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const checkoutUrl = new URL(created.json().checkoutUrl);
  expect(checkoutUrl.origin).toBe('http://localhost:8080');

  const page = await ctx.app.inject({ method: 'GET', url: checkoutUrl.pathname });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Billed monthly until you cancel.');

  const paid = await ctx.app.inject({
    method: 'POST',
    url: `${checkoutUrl.pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'cardholderName=Grace+Hopper&cardNumber=4242+4242+4242+4242&expiry=12%2F30&cvc=123',
  });
  expect(paid.statusCode, paid.body).toBe(303);
  // The server's job worker delivers the events the payment enqueued.
  await ctx.runJobs();
  const sessionId = checkoutUrl.pathname.split('/').pop() ?? '';
  return { sessionId, returnUrl: new URL(String(paid.headers.location)) };
}

describe('a sandbox subscription in the running app', () => {
  it('is paid on the hosted page, renews once per month by the clock, and stops when cancelled', async () => {
    const { sessionId, returnUrl } = await subscribeOnTheHostedPage();

    // The return page gets what the spec's /checkout reads: orderId, userId ('' for a guest), session_id.
    expect(returnUrl.pathname).toBe('/checkout');
    expect(returnUrl.searchParams.get('session_id')).toBe(sessionId);
    // A guest's return address carries no empty userId (issue 18 item 10).
    expect(returnUrl.searchParams.has('userId')).toBe(false);
    const [first] = await ctx.db.select().from(orders);
    expect(returnUrl.searchParams.get('orderId')).toBe(String(first?.id));
    expect(first?.status).toBe('PAID');
    const [subscription] = await ctx.db.select().from(subscriptions);
    expect(subscription).toMatchObject({ status: 'ACTIVE', quantity: 5, provider: 'sandbox' });
    // The webhook route took the completion and the first invoice, each once.
    expect(await ctx.db.select().from(paymentEvents)).toHaveLength(2);

    // A month later the sweep bills one renewal, which becomes one more PAID order; again: nothing new.
    ctx.clock.advance(31 * DAY);
    expect(await sandbox().renewDue(ctx.clock.now())).toBe(1);
    expect(await sandbox().renewDue(ctx.clock.now())).toBe(0);
    await ctx.runJobs();
    const afterRenewal = await ctx.db.select().from(orders).orderBy(asc(orders.id));
    expect(afterRenewal.map((order) => [order.status, order.providerInvoiceId])).toEqual([
      ['PAID', null],
      ['PAID', expect.stringMatching(/^in_sandbox_sub_sandbox_/)],
    ]);
    const [sandboxRow] = await ctx.db.select().from(sandboxSubscriptions);
    const [renewed] = await ctx.db.select().from(subscriptions);
    expect(renewed?.currentPeriodEnd).toEqual(sandboxRow?.currentPeriodEnd);

    // Cancelled through the port (as the subscriptions API does): the provider's event reaches us too.
    await ctx.adapters.payments.provider.cancelSubscription(
      subscription?.providerSubscriptionId ?? '',
    );
    await ctx.runJobs();
    const [cancelled] = await ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription?.id ?? 0));
    expect(cancelled?.status).toBe('CANCELLED');

    ctx.clock.advance(62 * DAY);
    expect(await sandbox().renewDue(ctx.clock.now())).toBe(0);
    expect(await ctx.db.select().from(orders)).toHaveLength(2);
  });

  it('expires an unpaid session on the sweep, and its order gives its tonnes back as EXPIRED', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/direct-order-checkout/create-session',
      payload: {
        email: 'grace@example.com',
        receiptName: 'Grace Hopper',
        productId: 1,
        quantity: 3,
        paymentMethod: 'CARD',
        redirectUrl: 'http://localhost:8080/checkout',
      },
    });
    expect(created.statusCode, created.body).toBe(200);

    ctx.clock.advance(31 * 60 * 1000);
    expect(await sandbox().expireDue(ctx.clock.now())).toBe(1);
    expect(await ctx.runJobs()).toBe(1);

    const [order] = await ctx.db.select().from(orders);
    expect(order?.status).toBe('EXPIRED');
    const page = await ctx.app.inject({
      method: 'GET',
      url: new URL(created.json().checkoutUrl).pathname,
    });
    expect(page.statusCode).toBe(410);
  });
});
