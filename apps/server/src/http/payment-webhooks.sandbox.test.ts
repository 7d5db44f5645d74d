import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  sandboxEventId,
  sandboxSessionEvent,
  serializeSandboxEvent,
} from '../payments/sandbox/sandbox-events.js';
import { signSandboxPayload } from '../payments/sandbox/sandbox-signature.js';
import { certificates, orders, outboxEmails, paymentEvents } from '../persistence/schema.js';
import { databaseSnapshot } from '../test-support/database-snapshot.js';
import {
  createTestApp,
  TEST_SANDBOX_WEBHOOK_SECRET,
  type TestApp,
} from '../test-support/test-app.js';

// The webhook route with the real sandbox provider: its signature (HMAC-SHA256 over the timestamp
// and the raw body) must match byte for byte and be fresh, or nothing is written.

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

/** Opens a guest checkout through the real route and returns its sandbox session id. */
async function openCheckout(quantity = 2): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/direct-order-checkout/create-session',
    payload: {
      email: 'ada@example.com',
      receiptName: 'Ada Lovelace',
      productId: 1,
      quantity,
      paymentMethod: 'CARD',
      redirectUrl: 'http://localhost:8080/checkout',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const sessionId = new URL(response.json().checkoutUrl).pathname.split('/').pop();
  if (!sessionId) throw new Error('no session id in the checkout url');
  return sessionId;
}

const nowSeconds = () => ctx.clock.now().getTime() / 1000;
const post = (body: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'sandbox-signature': signature } : {}),
    },
    payload: body,
  });
const expiryBody = (sessionId: string) =>
  serializeSandboxEvent(
    sandboxSessionEvent('checkout.session.expired', sessionId),
    ctx.clock.now(),
  );

describe('POST /api/payments/sandbox/webhook with sandbox signatures', () => {
  it('refuses a tampered body, a stale or future timestamp, a wrong secret or no signature, writing nothing', async () => {
    const sessionId = await openCheckout();
    const otherSession = await openCheckout(1);
    const body = expiryBody(sessionId);
    const before = await databaseSnapshot(ctx.db);
    const attempts: [string, string, string | undefined][] = [
      [
        'tampered',
        body.replace(sessionId, otherSession),
        signSandboxPayload(TEST_SANDBOX_WEBHOOK_SECRET, body, nowSeconds()),
      ],
      ['stale', body, signSandboxPayload(TEST_SANDBOX_WEBHOOK_SECRET, body, nowSeconds() - 301)],
      ['future', body, signSandboxPayload(TEST_SANDBOX_WEBHOOK_SECRET, body, nowSeconds() + 301)],
      [
        'wrong secret',
        body,
        signSandboxPayload('another-secret-of-sufficient-length-0000', body, nowSeconds()),
      ],
      ['unsigned', body, undefined],
      ['garbage header', body, 't=abc,v1=zz'],
    ];
    for (const [name, payload, signature] of attempts) {
      const response = await post(payload, signature);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message, name).toMatch(/could not be verified/);
    }
    expect(await databaseSnapshot(ctx.db)).toEqual(before);
  });

  it('acts on a genuine, fresh delivery (within the 5-minute tolerance)', async () => {
    const sessionId = await openCheckout();
    const body = expiryBody(sessionId);
    const response = await post(
      body,
      signSandboxPayload(TEST_SANDBOX_WEBHOOK_SECRET, body, nowSeconds() - 299),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect((await ctx.db.select().from(orders))[0]?.status).toBe('EXPIRED');
  });

  it('accepts a genuine event of a type we do not act on, and writes nothing', async () => {
    await openCheckout();
    const body = JSON.stringify({
      id: sandboxEventId('customer.created', 'x'),
      type: 'customer.created',
      data: {},
    });
    const before = await databaseSnapshot(ctx.db);
    const response = await post(
      body,
      signSandboxPayload(TEST_SANDBOX_WEBHOOK_SECRET, body, nowSeconds()),
    );
    expect(response.statusCode).toBe(200);
    expect(await databaseSnapshot(ctx.db)).toEqual(before);
  });
});

describe('a guest purchase through the sandbox checkout page', () => {
  it('ends PAID with one receipt and a public certificate, and the return page confirms it', async () => {
    const sessionId = await openCheckout(4);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${sessionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cardholderName: 'Ada Lovelace',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(new URL(String(paid.headers.location)).searchParams.get('session_id')).toBe(sessionId);

    // The sandbox's own signed webhook (a job the worker runs) fulfilled the order; the return page's call agrees.
    await ctx.runJobs();
    const [order] = await ctx.db.select().from(orders);
    expect(order?.status).toBe('PAID');
    const confirm = await ctx.app.inject({
      method: 'GET',
      url: `/api/direct-order-checkout/sandbox/session/confirm?sessionId=${sessionId}`,
    });
    expect(confirm.json()).toMatchObject({ success: true });
    expect(await ctx.db.select().from(paymentEvents)).toHaveLength(1);

    const [certificate] = await ctx.db
      .select()
      .from(certificates)
      .where(eq(certificates.orderId, order?.id ?? 0));
    const json = await ctx.app.inject({
      method: 'GET',
      url: `/api/certificates/${certificate?.id}`,
    });
    expect(json.json()).toMatchObject({
      recipientName: 'Ada Lovelace',
      tonnes: 4,
      orderId: order?.id,
      lines: [{ serialRange: 'NZM-1-2023-0000001-0000004' }],
    });
    const page = await ctx.app.inject({ method: 'GET', url: `/certificates/${certificate?.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('NZM-1-2023-0000001-0000004');
    await ctx.runJobs();
    const mails = await ctx.db.select().from(outboxEmails);
    expect(mails.map((m) => m.toAddress)).toEqual(['ada@example.com']);
    expect(mails[0]?.textBody).toContain(`/certificates/${certificate?.id}`);
  });
});
