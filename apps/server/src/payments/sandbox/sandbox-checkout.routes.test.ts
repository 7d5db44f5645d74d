import { formatMessage } from '@netzero/core';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installSecurityHeaders } from '../../http/security-headers.js';
import { installStaticAssets } from '../../http/static-assets.js';
import { JobWorker } from '../../jobs/job-worker.js';
import { type DatabaseHandle, queryRows } from '../../persistence/database.js';
import { DrizzleJobQueue } from '../../persistence/drizzle-job.queue.js';
import { jobs, sandboxSubscriptions } from '../../persistence/schema.js';
import type {
  CheckoutSessionRequest,
  PaymentEvent,
} from '../../services/ports/payment-provider.port.js';
import { MutableClock } from '../../test-support/mutable-clock.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.js';
import { SandboxPaymentProvider } from './sandbox-payment-provider.js';

const SECRET = 'sandbox-routes-test-secret-0123456789';
const SUCCESS_URL =
  'http://localhost:8080/checkout?orderId=7&userId=3&session_id={CHECKOUT_SESSION_ID}';
const CANCEL_URL = 'http://localhost:8080/AddToCard';
const THIRTY_MINUTES = 30 * 60 * 1000;

let handle: DatabaseHandle;
let clock: MutableClock;
let sandbox: SandboxPaymentProvider;
let app: FastifyInstance;
let deliveries: { rawBody: string; signature: string }[] = [];
let receiverDown = false;
let worker: JobWorker;

beforeAll(async () => {
  handle = await openTestDatabase();
  clock = new MutableClock();
  // Each test gets a fresh clock (see beforeEach); the provider reads whichever is current.
  const testClock = { now: () => clock.now() };
  const queue = new DrizzleJobQueue(handle.db, { clock: testClock, random: () => 1 });
  sandbox = new SandboxPaymentProvider({
    db: handle.db,
    jobs: queue,
    clock: testClock,
    publicUrl: 'http://localhost:8080',
    webhookSecret: SECRET,
  });
  // The server's job worker, as the composition root wires it: it runs the sandbox's deliveries.
  worker = new JobWorker({
    queue,
    handlers: { 'deliver-payment-events': (payload) => sandbox.deliverQueuedEvents(payload) },
    clock: testClock,
    log: { warn: () => undefined, error: () => undefined },
  });
  sandbox.deliverWebhooksTo(async (rawBody, signature) => {
    if (receiverDown) throw new Error('webhook answered 503');
    deliveries.push({ rawBody, signature });
  });
  app = Fastify();
  installSecurityHeaders(app);
  await app.register(sandboxCheckoutRoutes, { sandbox });
  await installStaticAssets(app);
});

beforeEach(async () => {
  await handle.db.execute(
    sql`truncate sandbox_sessions, sandbox_subscriptions, sandbox_invoice_refunds, jobs`,
  );
  clock = new MutableClock();
  deliveries = [];
  receiverDown = false;
});

afterAll(async () => {
  await app.close();
  await handle.close();
});

function openSession(overrides: Partial<CheckoutSessionRequest> = {}) {
  return sandbox.createCheckoutSession({
    reference: 'order-1',
    mode: 'payment',
    lines: [
      { name: 'Khasi Hills Community REDD+', quantity: 3, unitAmountCents: 1400 },
      { name: 'Clean cookstoves, Jharkhand', quantity: 1, unitAmountCents: 950 },
    ],
    currency: 'USD',
    customerEmail: 'buyer@example.com',
    successUrl: SUCCESS_URL,
    cancelUrl: CANCEL_URL,
    expiresAt: new Date(clock.now().getTime() + THIRTY_MINUTES),
    metadata: { orderId: '7' },
    ...overrides,
  });
}

const card = (cardNumber: string, overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    cardholderName: 'Asha Rao',
    cardNumber,
    expiry: '12/30',
    cvc: '123',
    ...overrides,
  }).toString();

const post = (url: string, payload = '') =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

/** Runs the due deliveries, then every delivery so far, verified as our webhook route would verify it. */
async function deliveredEvents(): Promise<PaymentEvent[]> {
  await worker.drain();
  return Promise.all(
    deliveries.map(async ({ rawBody, signature }) => {
      const parsed = await sandbox.parseWebhook(Buffer.from(rawBody), signature);
      if (!parsed.ok || parsed.value === null)
        throw new Error(`delivery did not verify: ${rawBody}`);
      return parsed.value;
    }),
  );
}

async function sessionRow(id: string) {
  const [row] = await queryRows<{
    status: string;
    payment_status: string;
    declines: number;
    subscription_id: string | null;
  }>(
    handle.db,
    sql`select status, payment_status, declines, subscription_id from sandbox_sessions where id = ${id}`,
  );
  return row;
}

describe('GET /sandbox/checkout/:id', () => {
  it('shows the order, the e-mail, the sandbox notice with both test cards and the card form, in our own styling', async () => {
    const { sessionId, url } = await openSession();
    expect(url).toBe(`http://localhost:8080/sandbox/checkout/${sessionId}`);
    expect(sessionId).toMatch(/^cs_sandbox_[A-Za-z0-9_-]{32}$/);

    const page = await app.inject({ method: 'GET', url: new URL(url).pathname });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('Khasi Hills Community REDD+');
    expect(html).toContain('Clean cookstoves, Jharkhand');
    expect(html).toContain(
      '<td class="num" data-label="Tonnes">3</td><td class="num" data-label="Price per tonne">$14.00</td><td class="num" data-label="Amount">$42.00</td>',
    );
    expect(html).toContain('<td class="num total">$51.50</td>');
    expect(html).toContain('Receipt to buyer@example.com');
    expect(html).toContain('Sandbox — no real money moves');
    expect(html).toContain('<code>4242 4242 4242 4242</code>');
    expect(html).toContain('<code>4000 0000 0000 0002</code>');
    expect(html).toContain('Pay $51.50');
    expect(html).toMatch(/<input id="cardholderName"[^>]*autocomplete="cc-name"/);
    expect(html).toMatch(
      /<input id="cardNumber"[^>]*inputmode="numeric"[^>]*autocomplete="cc-number"/,
    );
    expect(html).toMatch(/<input id="expiry"[^>]*inputmode="numeric"[^>]*autocomplete="cc-exp"/);
    expect(html).toMatch(/<input id="cvc"[^>]*inputmode="numeric"[^>]*autocomplete="cc-csc"/);
    expect(html).toContain(`action="/sandbox/checkout/${sessionId}/pay"`);
    expect(html).toContain(`action="/sandbox/checkout/${sessionId}/cancel"`);
    // Within our CSP: stylesheets from our origin (tokens, then the page's), no scripts, no inline styles.
    expect(html).toContain('<link rel="stylesheet" href="/assets/base.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/sandbox/checkout.css">');
    expect(html).not.toMatch(/<script|style=|<style|https?:\/\/(?!localhost:8080)/);
    expect(page.headers['content-security-policy']).toContain("style-src 'self'");

    const css = await app.inject({ method: 'GET', url: '/assets/sandbox/checkout.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('var(--color-forest-700)');
    const tokens = await app.inject({ method: 'GET', url: '/assets/base.css' });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.body).toContain('--color-forest-700: #1b5e45');
  });

  it('answers 404 with a page for an unknown or malformed session id', async () => {
    for (const id of [
      'cs_sandbox_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'not-a-session',
      "cs_sandbox_'%3Cscript%3E",
    ]) {
      const page = await app.inject({ method: 'GET', url: `/sandbox/checkout/${id}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(formatMessage('SANDBOX.NOT_FOUND'));
      expect(page.body).toContain('href="/"');
    }
  });
});

describe('POST /sandbox/checkout/:id/pay', () => {
  it.each(['4242 4242 4242 4242', '4242424242424242'])(
    'with %s: completes the session, delivers a verifiable checkout.session.completed, then 303 to the success URL',
    async (cardNumber) => {
      const { sessionId } = await openSession();

      const response = await post(`/sandbox/checkout/${sessionId}/pay`, card(cardNumber));

      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(
        `http://localhost:8080/checkout?orderId=7&userId=3&session_id=${sessionId}`,
      );
      expect(await deliveredEvents()).toEqual([
        {
          id: expect.stringMatching(/^evt_sandbox_/),
          type: 'checkout.session.completed',
          sessionId,
        },
      ]);
      expect(deliveries[0]?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(await sandbox.retrieveCheckoutSession(sessionId)).toEqual({
        id: sessionId,
        status: 'complete',
        paymentStatus: 'paid',
        amountTotalCents: 5150,
        currency: 'USD',
        metadata: { orderId: '7' },
        subscriptionId: null,
      });
    },
  );

  it('with the declined card: shows the decline message, keeps the session open, counts the decline, emits nothing', async () => {
    const { sessionId } = await openSession();

    const response = await post(`/sandbox/checkout/${sessionId}/pay`, card('4000 0000 0000 0002'));

    expect(response.statusCode).toBe(402);
    expect(response.body).toContain(
      '<p class="form-error" role="alert">Your card was declined. Try another card.</p>',
    );
    expect(response.body).toContain('value="Asha Rao"');
    expect(response.body).not.toContain('4000 0000 0000 0002"');
    expect(deliveries).toEqual([]);
    expect(await sessionRow(sessionId)).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      declines: 1,
    });

    // The buyer tries the success card next and pays.
    expect(
      (await post(`/sandbox/checkout/${sessionId}/pay`, card('4242 4242 4242 4242'))).statusCode,
    ).toBe(303);
    expect(await sessionRow(sessionId)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      declines: 1,
    });
  });

  it('with any other well-formed card: says only the test cards work, emits nothing', async () => {
    const { sessionId } = await openSession();

    const response = await post(`/sandbox/checkout/${sessionId}/pay`, card('5555 5555 5555 4444'));

    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(formatMessage('SANDBOX.TEST_CARDS_ONLY'));
    expect(deliveries).toEqual([]);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'open', declines: 0 });
  });

  it.each(['1230', '12 / 30', '12/30', '12 30'])(
    'reads the expiry %j as typed, no "/" needed, and pays',
    async (expiry) => {
      const { sessionId } = await openSession();
      const response = await post(
        `/sandbox/checkout/${sessionId}/pay`,
        card('4242 4242 4242 4242', { expiry }),
      );
      expect(response.statusCode).toBe(303);
      expect(await sessionRow(sessionId)).toMatchObject({ status: 'complete' });
    },
  );

  it('lets the expiry field take "12 / 2028" and echoes a typed "1026" back as 10/26', async () => {
    const { sessionId, url } = await openSession();
    const page = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.body).toMatch(/<input id="expiry"[^>]*maxlength="9"/);
    const response = await post(
      `/sandbox/checkout/${sessionId}/pay`,
      card('4242 4242 4242 4242', { expiry: '1026' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(`id="expiry-error">${formatMessage('SANDBOX.CARD_EXPIRED')}`);
    expect(response.body).toMatch(/<input id="expiry"[^>]*value="10\/26"/);
  });

  it('with invalid fields: 422 with each field message tied to its input, focus on the first, nothing charged', async () => {
    const { sessionId } = await openSession();

    const response = await post(
      `/sandbox/checkout/${sessionId}/pay`,
      card('4242 4242 4242 4242', { cardholderName: '  ', expiry: '13/30', cvc: '12' }),
    );

    expect(response.statusCode).toBe(422);
    const html = response.body;
    expect(html).toContain(formatMessage('SANDBOX.FIX_FIELDS'));
    expect(html).toContain(
      `<p class="field-error" id="cardholderName-error">${formatMessage('SANDBOX.CARDHOLDER_REQUIRED')}</p>`,
    );
    expect(html).toContain(
      `<p class="field-error" id="expiry-error">${formatMessage('CARD.EXPIRY_INVALID')}</p>`,
    );
    expect(html).toContain(
      `<p class="field-error" id="cvc-error">${formatMessage('CARD.CVV_INVALID')}</p>`,
    );
    expect(html).not.toContain('id="cardNumber-error"');
    expect(html).toMatch(
      /<input id="cardholderName"[^>]*aria-invalid="true" aria-describedby="cardholderName-error" autofocus>/,
    );
    expect(html.match(/autofocus/g)).toHaveLength(1);
    // A valid number is kept so only the wrong fields need retyping; the CVC is never echoed.
    expect(html).toMatch(/<input id="cardNumber"[^>]*value="4242 4242 4242 4242"/);
    expect(html).toMatch(/<input id="cvc"[^>]*value=""/);
    expect(deliveries).toEqual([]);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'open' });
  });

  it('refuses a malformed card number and an expiry date in the past', async () => {
    const { sessionId } = await openSession();

    const response = await post(
      `/sandbox/checkout/${sessionId}/pay`,
      card('4242-4242-4242-4242', { expiry: '10/26' }),
    );

    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(
      `id="cardNumber-error">${formatMessage('CARD.NUMBER_INVALID')}`,
    );
    // The test clock is in November 2026: a card that ran out in October is expired.
    expect(response.body).toContain(`id="expiry-error">${formatMessage('SANDBOX.CARD_EXPIRED')}`);
    expect(response.body).toMatch(/<input id="cardNumber"[^>]*value=""/);
  });

  it('treats a body with missing, repeated or odd fields as an invalid form, never a 500', async () => {
    const { sessionId } = await openSession();
    for (const payload of [
      '',
      'cardNumber=4242424242424242&cardNumber=x',
      '__proto__=1&constructor=2',
      '%%%',
    ]) {
      const response = await post(`/sandbox/checkout/${sessionId}/pay`, payload);
      expect(response.statusCode, payload).toBe(422);
    }
    expect(deliveries).toEqual([]);
  });

  it('cannot pay a session whose time is up; the sweep then delivers its expiry once', async () => {
    const { sessionId } = await openSession();
    clock.advance(THIRTY_MINUTES);

    const response = await post(`/sandbox/checkout/${sessionId}/pay`, card('4242 4242 4242 4242'));

    expect(response.statusCode).toBe(410);
    expect(response.body).toContain(formatMessage('SANDBOX.EXPIRED'));
    expect(response.body).toContain(`href="${CANCEL_URL}"`);
    expect(deliveries).toEqual([]);
    expect(await sandbox.retrieveCheckoutSession(sessionId)).toMatchObject({
      status: 'expired',
      paymentStatus: 'unpaid',
    });

    expect(await sandbox.expireDue(clock.now())).toBe(1);
    expect(await sandbox.expireDue(clock.now())).toBe(0);
    expect(await deliveredEvents()).toEqual([
      { id: expect.any(String), type: 'checkout.session.expired', sessionId },
    ]);
    expect(await sessionRow(sessionId)).toMatchObject({
      status: 'expired',
      payment_status: 'unpaid',
    });
  });

  it('does not charge a paid session twice: the page says it is paid and links on to the return page', async () => {
    const { sessionId } = await openSession();
    await post(`/sandbox/checkout/${sessionId}/pay`, card('4242 4242 4242 4242'));

    const again = await post(`/sandbox/checkout/${sessionId}/pay`, card('4242 4242 4242 4242'));
    const page = await app.inject({ method: 'GET', url: `/sandbox/checkout/${sessionId}` });

    expect(again.statusCode).toBe(409);
    expect(page.statusCode).toBe(200);
    for (const html of [again.body, page.body]) {
      expect(html).toContain(formatMessage('SANDBOX.COMPLETE'));
      expect(html).toContain(
        `href="http://localhost:8080/checkout?orderId=7&#38;userId=3&#38;session_id=${sessionId}"`,
      );
    }
    expect((await deliveredEvents()).map((event) => event.type)).toEqual([
      'checkout.session.completed',
    ]);
  });

  it('in subscription mode: starts a monthly subscription and delivers its first invoice.paid after the completion', async () => {
    const { sessionId } = await openSession({
      mode: 'subscription',
      lines: [{ name: 'NetZero Plus', quantity: 5, unitAmountCents: 1400 }],
    });

    expect(
      (await post(`/sandbox/checkout/${sessionId}/pay`, card('4242 4242 4242 4242'))).statusCode,
    ).toBe(303);

    const session = await sandbox.retrieveCheckoutSession(sessionId);
    const subscriptionId = session?.subscriptionId;
    expect(subscriptionId).toMatch(/^sub_sandbox_/);
    const periodEnd = new Date('2026-12-22T10:00:00Z');
    expect(await deliveredEvents()).toEqual([
      { id: expect.any(String), type: 'checkout.session.completed', sessionId },
      {
        id: expect.any(String),
        type: 'invoice.paid',
        invoiceId: `in_sandbox_${subscriptionId}_${periodEnd.toISOString()}`,
        subscriptionId,
        billingReason: 'subscription_create',
        periodEnd,
        amountPaidCents: 7000,
      },
    ]);
    const subscriptions = await handle.db
      .select({
        id: sandboxSubscriptions.id,
        status: sandboxSubscriptions.status,
        amountCents: sandboxSubscriptions.amountCents,
        currentPeriodEnd: sandboxSubscriptions.currentPeriodEnd,
      })
      .from(sandboxSubscriptions);
    expect(subscriptions).toEqual([
      { id: subscriptionId, status: 'active', amountCents: 7000, currentPeriodEnd: periodEnd },
    ]);
  });

  it('still sends the buyer on when our server is down; the queue delivers the completion once it is back', async () => {
    const { sessionId } = await openSession();
    receiverDown = true;

    const response = await post(`/sandbox/checkout/${sessionId}/pay`, card('4242 4242 4242 4242'));

    expect(response.statusCode).toBe(303);
    expect(await worker.drain()).toBe(1);
    expect(deliveries).toEqual([]);
    const [job] = await handle.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'webhook answered 503' });

    receiverDown = false;
    clock.advance(10_000);
    expect(await deliveredEvents()).toEqual([
      { id: expect.any(String), type: 'checkout.session.completed', sessionId },
    ]);
    const [done] = await handle.db.select().from(jobs);
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('POST /sandbox/checkout/:id/cancel', () => {
  it('ends the session, delivers checkout.session.expired and sends the buyer back with 303', async () => {
    const { sessionId } = await openSession();

    const response = await post(`/sandbox/checkout/${sessionId}/cancel`);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(CANCEL_URL);
    expect(await deliveredEvents()).toEqual([
      { id: expect.any(String), type: 'checkout.session.expired', sessionId },
    ]);
    expect(await sessionRow(sessionId)).toMatchObject({
      status: 'expired',
      payment_status: 'unpaid',
    });
    expect(await sandbox.retrieveCheckoutSession(sessionId)).toMatchObject({ status: 'expired' });

    const page = await app.inject({ method: 'GET', url: `/sandbox/checkout/${sessionId}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(formatMessage('SANDBOX.EXPIRED_TITLE'));
    expect(
      (await post(`/sandbox/checkout/${sessionId}/pay`, card('4242 4242 4242 4242'))).statusCode,
    ).toBe(410);
    expect((await post(`/sandbox/checkout/${sessionId}/cancel`)).statusCode).toBe(410);
    expect(deliveries).toHaveLength(1);
  });

  it('with our server down: the session is ended at once and its expiry is delivered by a retry', async () => {
    const { sessionId } = await openSession();
    receiverDown = true;

    expect((await post(`/sandbox/checkout/${sessionId}/cancel`)).statusCode).toBe(303);
    expect(await sandbox.retrieveCheckoutSession(sessionId)).toMatchObject({ status: 'expired' });
    expect(
      (await post(`/sandbox/checkout/${sessionId}/pay`, card('4242 4242 4242 4242'))).statusCode,
    ).toBe(410);
    expect(await worker.drain()).toBe(1);

    receiverDown = false;
    expect(await sandbox.expireDue(clock.now())).toBe(0);
    clock.advance(10_000);
    expect(await deliveredEvents()).toEqual([
      { id: expect.any(String), type: 'checkout.session.expired', sessionId },
    ]);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'expired' });
  });

  it('fills the session id into a cancel address that asks for it, on the page and its notice', async () => {
    const { sessionId } = await openSession({ cancelUrl: SUCCESS_URL });

    const response = await post(`/sandbox/checkout/${sessionId}/cancel`);

    expect(response.headers.location).toBe(SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', sessionId));
    const notice = await app.inject({ method: 'GET', url: `/sandbox/checkout/${sessionId}` });
    expect(notice.body).toContain(`session_id=${sessionId}`);
    expect(notice.body).not.toContain('CHECKOUT_SESSION_ID');
  });

  it('answers 404 for an unknown session and 409 for a paid one', async () => {
    expect(
      (await post('/sandbox/checkout/cs_sandbox_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/cancel'))
        .statusCode,
    ).toBe(404);
    const { sessionId } = await openSession();
    await post(`/sandbox/checkout/${sessionId}/pay`, card('4242 4242 4242 4242'));
    expect((await post(`/sandbox/checkout/${sessionId}/cancel`)).statusCode).toBe(409);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'complete' });
  });
});

describe('POST /sandbox/checkout/:id/refund', () => {
  const paidSession = async () => {
    const { sessionId } = await openSession();
    await post(`/sandbox/checkout/${sessionId}/pay`, card('4242 4242 4242 4242'));
    return sessionId;
  };

  it('offers a refund on the page of a paid session', async () => {
    const sessionId = await paidSession();

    const page = await app.inject({ method: 'GET', url: `/sandbox/checkout/${sessionId}` });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(formatMessage('SANDBOX.COMPLETE'));
    expect(page.body).toContain(
      `<form method="post" action="/sandbox/checkout/${sessionId}/refund">`,
    );
    expect(page.body).toContain(formatMessage('SANDBOX.REFUND_BUTTON'));
  });

  it('refunds once, goes back to the page with 303, which says the payment was refunded and when', async () => {
    const sessionId = await paidSession();
    clock.advance(5 * 60_000);
    const refundedAt = clock.now();

    const response = await post(`/sandbox/checkout/${sessionId}/refund`);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/sandbox/checkout/${sessionId}`);
    const page = await app.inject({ method: 'GET', url: response.headers.location ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(formatMessage('SANDBOX.REFUNDED_TITLE'));
    // The clock starts at 10:00 UTC on 22 November 2026 (ICU may put a narrow space before AM).
    expect(page.body).toMatch(/refunded in full on November 22, 2026 at 10:05\sAM UTC\./);
    expect(page.body).not.toContain(formatMessage('SANDBOX.REFUND_BUTTON'));

    // A second press (a double click, the back button) refunds nothing more.
    expect((await post(`/sandbox/checkout/${sessionId}/refund`)).statusCode).toBe(303);
    const events = await deliveredEvents();
    expect(events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'payment.refunded',
    ]);
    expect(events[1]).toMatchObject({
      payment: { sessionId, invoiceId: null },
      fullyRefunded: true,
      amountRefundedCents: 5150,
    });
    const [row] = await queryRows<{ refund_id: string; refunded_at: Date }>(
      handle.db,
      sql`select refund_id, refunded_at from sandbox_sessions where id = ${sessionId}`,
    );
    expect(row?.refund_id).toMatch(/^re_sandbox_/);
    expect(new Date(row?.refunded_at ?? 0)).toEqual(refundedAt);
  });

  it('refunds nothing for an open, an ended or an unknown session', async () => {
    const { sessionId } = await openSession();
    const open = await post(`/sandbox/checkout/${sessionId}/refund`);
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe(`/sandbox/checkout/${sessionId}`);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'open', payment_status: 'unpaid' });

    await post(`/sandbox/checkout/${sessionId}/cancel`);
    expect((await post(`/sandbox/checkout/${sessionId}/refund`)).statusCode).toBe(410);
    expect(
      (await post('/sandbox/checkout/cs_sandbox_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/refund'))
        .statusCode,
    ).toBe(404);
    expect((await deliveredEvents()).map((event) => event.type)).toEqual([
      'checkout.session.expired',
    ]);
  });
});
