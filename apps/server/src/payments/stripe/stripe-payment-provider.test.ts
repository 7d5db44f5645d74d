import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutSessionRequest } from '../../services/ports/payment-provider.port.js';
import {
  STRIPE_MAX_SESSION_MS,
  STRIPE_MIN_SESSION_MS,
  stripeExpiresAt,
} from './stripe-checkout-params.js';
import { StripePaymentProvider } from './stripe-payment-provider.js';

// A local stand-in for api.stripe.com that answers the calls our adapter makes and records them.

const SECRET_KEY = 'sk_test_local_0123456789';
const WEBHOOK_SECRET = 'whsec_local_test_0123456789';

interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly query: URLSearchParams;
  readonly form: URLSearchParams;
}
type Answer = readonly [status: number, body: unknown];

let server: Server;
let port: number;
let calls: RecordedCall[] = [];
let answers = new Map<string, (call: RecordedCall) => Answer>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const call: RecordedCall = {
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        query: url.searchParams,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      };
      calls.push(call);
      const answer = answers.get(`${call.method} ${call.path}`);
      const [status, body] = answer
        ? answer(call)
        : [
            404,
            {
              error: {
                type: 'invalid_request_error',
                message: `Unrecognized request URL (${call.path})`,
              },
            },
          ];
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': 'req_local123',
      });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

beforeEach(() => {
  calls = [];
  answers = new Map();
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const provider = (webhookSecret = WEBHOOK_SECRET) =>
  new StripePaymentProvider({
    secretKey: SECRET_KEY,
    webhookSecret,
    apiHost: '127.0.0.1',
    apiPort: port,
    apiProtocol: 'http',
  });

const notFound = (what: string): Answer => [
  404,
  {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}`,
      param: 'id',
    },
  },
];

const session = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_a1B2c3',
  object: 'checkout.session',
  url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3',
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 5150,
  currency: 'usd',
  metadata: { orderId: '7' },
  subscription: null,
  expires_at: 1_800_000_000,
  ...overrides,
});

function request(overrides: Partial<CheckoutSessionRequest> = {}): CheckoutSessionRequest {
  return {
    reference: 'order-7',
    mode: 'payment',
    lines: [
      { name: 'Khasi Hills Community REDD+', quantity: 3, unitAmountCents: 1400 },
      { name: 'Clean cookstoves, Jharkhand', quantity: 1, unitAmountCents: 950 },
    ],
    currency: 'USD',
    customerEmail: 'buyer@example.com',
    successUrl:
      'http://localhost:8080/checkout?orderId=7&userId=3&session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:8080/AddToCard',
    expiresAt: new Date(Date.now() + 2 * 60 * 60 * 1000),
    metadata: { orderId: '7', userId: '3' },
    ...overrides,
  };
}

describe('createCheckoutSession', () => {
  it('sends a cancel address without the session placeholder, which Stripe fills in success_url only', async () => {
    answers.set('POST /v1/checkout/sessions', () => [200, session()]);
    const sameAsSuccess =
      'http://localhost:8080/checkout?orderId=7&userId=3&session_id={CHECKOUT_SESSION_ID}';

    await provider().createCheckoutSession(request({ cancelUrl: sameAsSuccess }));

    const form = Object.fromEntries(calls[0]?.form ?? []);
    expect(form.cancel_url).toBe('http://localhost:8080/checkout?orderId=7&userId=3&cancelled=1');
    expect(form.success_url).toBe(sameAsSuccess);
  });

  it('opens a payment-mode Checkout Session with price_data per line, the e-mail, both URLs, expires_at, our reference and metadata', async () => {
    answers.set('POST /v1/checkout/sessions', () => [200, session()]);
    const expiresAt = new Date(Date.now() + 2 * 60 * 60 * 1000);

    const opened = await provider().createCheckoutSession(request({ expiresAt }));

    expect(opened).toEqual({
      sessionId: 'cs_test_a1B2c3',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3',
      // When Stripe says the session closes, not what we asked for.
      expiresAt: new Date(1_800_000_000 * 1000),
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    // Retried calls for one order open one session at Stripe.
    expect(call?.headers['idempotency-key']).toBe('checkout-session-order-7');
    expect(call?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call?.form ?? [])).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '3',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1400',
      'line_items[0][price_data][product_data][name]': 'Khasi Hills Community REDD+',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][currency]': 'usd',
      'line_items[1][price_data][unit_amount]': '950',
      'line_items[1][price_data][product_data][name]': 'Clean cookstoves, Jharkhand',
      client_reference_id: 'order-7',
      customer_email: 'buyer@example.com',
      success_url:
        'http://localhost:8080/checkout?orderId=7&userId=3&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:8080/AddToCard',
      expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
      'metadata[orderId]': '7',
      'metadata[userId]': '3',
      // On the payment too, so a charge, refund or dispute leads back to the order.
      'payment_intent_data[metadata][orderId]': '7',
      'payment_intent_data[metadata][userId]': '3',
    });
  });

  it('sends a calculator’s donation as its own line item, so Stripe’s total is tonnes × price + donation', async () => {
    answers.set('POST /v1/checkout/sessions', () => [200, session()]);
    await provider().createCheckoutSession(
      request({
        lines: [
          { name: 'Khasi Hills Community REDD+', quantity: 5, unitAmountCents: 1000 },
          { name: 'Donation', quantity: 1, unitAmountCents: 1200, kind: 'donation' },
        ],
      }),
    );
    const form = Object.fromEntries(calls[0]?.form ?? []);
    const items = [0, 1].map((i) => ({
      quantity: Number(form[`line_items[${i}][quantity]`]),
      unit: Number(form[`line_items[${i}][price_data][unit_amount]`]),
    }));
    expect(items).toEqual([
      { quantity: 5, unit: 1000 },
      { quantity: 1, unit: 1200 },
    ]);
    expect(items.reduce((sum, item) => sum + item.quantity * item.unit, 0)).toBe(6200);
    expect(form['line_items[1][price_data][product_data][name]']).toBe('Donation');
    // Our own line kind is not a Stripe parameter.
    expect(Object.keys(form).some((key) => key.includes('kind'))).toBe(false);
  });

  it('opens a subscription-mode session with a monthly recurring price, and the metadata on the subscription too', async () => {
    answers.set('POST /v1/checkout/sessions', () => [200, session({ mode: 'subscription' })]);

    await provider().createCheckoutSession(
      request({
        mode: 'subscription',
        lines: [{ name: 'NetZero Plus', quantity: 5, unitAmountCents: 1400 }],
      }),
    );

    const form = calls[0]?.form;
    expect(form?.get('mode')).toBe('subscription');
    expect(form?.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('1400');
    expect(form?.get('line_items[0][quantity]')).toBe('5');
    expect(form?.get('subscription_data[metadata][orderId]')).toBe('7');
    expect(form?.get('metadata[orderId]')).toBe('7');
    // Stripe refuses payment_intent_data in subscription mode.
    expect([...(form?.keys() ?? [])].some((key) => key.startsWith('payment_intent_data'))).toBe(
      false,
    );
  });

  it("clamps expires_at into Stripe's window of 30 minutes to 24 hours", async () => {
    answers.set('POST /v1/checkout/sessions', () => [200, session()]);
    const before = Math.floor(Date.now() / 1000);

    await provider().createCheckoutSession(
      request({ expiresAt: new Date(Date.now() + 10 * 60 * 1000) }),
    );
    await provider().createCheckoutSession(
      request({ expiresAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000) }),
    );

    // Bounds from the wall clock before and after the calls, so a slow machine cannot fail it.
    const elapsed = Math.ceil(Date.now() / 1000) - before;
    const [soon, late] = calls.map((call) => Number(call.form.get('expires_at')) - before);
    expect(soon).toBeGreaterThanOrEqual(30 * 60 + 60);
    expect(soon).toBeLessThanOrEqual(30 * 60 + 60 + elapsed);
    expect(late).toBeGreaterThanOrEqual(24 * 60 * 60 - 60);
    expect(late).toBeLessThanOrEqual(24 * 60 * 60 - 60 + elapsed);
  });

  it('fails with a plain Error whose message is safe when Stripe refuses, or answers without a URL', async () => {
    answers.set('POST /v1/checkout/sessions', () => [
      400,
      {
        error: {
          type: 'invalid_request_error',
          code: 'parameter_invalid_integer',
          message: "Invalid integer: buyer@example.com's amount",
          param: 'line_items[0][price_data][unit_amount]',
        },
      },
    ]);

    const failure = await provider()
      .createCheckoutSession(request())
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(Stripe.errors.StripeError);
    expect((failure as Error).message).toBe(
      'Stripe could not create a checkout session (status 400, invalid_request_error, parameter_invalid_integer, request req_local123).',
    );
    expect((failure as Error).cause).toBeUndefined();
    expect(calls).toHaveLength(1);

    answers.set('POST /v1/checkout/sessions', () => [200, session({ url: null })]);
    await expect(provider().createCheckoutSession(request())).rejects.toThrow(
      'Stripe opened a checkout session without a URL.',
    );
  });

  it('fails with a plain Error when Stripe cannot be reached', async () => {
    const unreachable = new StripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiHost: '127.0.0.1',
      apiPort: 9, // discard: nothing listens here
      apiProtocol: 'http',
    });

    const failure = await unreachable
      .createCheckoutSession(request())
      .catch((error: unknown) => error);

    expect(failure).not.toBeInstanceOf(Stripe.errors.StripeError);
    expect((failure as Error).message).toMatch(/^Stripe could not create a checkout session/);
  }, 20_000);
});

describe('retrieveCheckoutSession', () => {
  it('maps status, payment status, amount, currency, metadata and the subscription id', async () => {
    answers.set('GET /v1/checkout/sessions/cs_test_paid', () => [
      200,
      session({
        id: 'cs_test_paid',
        status: 'complete',
        payment_status: 'paid',
        amount_total: 7000,
        subscription: 'sub_123',
      }),
    ]);
    answers.set('GET /v1/checkout/sessions/cs_test_expanded', () => [
      200,
      session({
        id: 'cs_test_expanded',
        status: 'complete',
        payment_status: 'paid',
        subscription: { id: 'sub_456', object: 'subscription' },
      }),
    ]);

    expect(await provider().retrieveCheckoutSession('cs_test_paid')).toEqual({
      id: 'cs_test_paid',
      status: 'complete',
      paymentStatus: 'paid',
      amountTotalCents: 7000,
      currency: 'USD',
      metadata: { orderId: '7' },
      subscriptionId: 'sub_123',
    });
    expect((await provider().retrieveCheckoutSession('cs_test_expanded'))?.subscriptionId).toBe(
      'sub_456',
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v1/checkout/sessions/cs_test_paid',
      'GET /v1/checkout/sessions/cs_test_expanded',
    ]);
  });

  it('counts only money received as paid, and reads an open or expired session as unpaid', async () => {
    answers.set('GET /v1/checkout/sessions/cs_test_free', () => [
      200,
      session({ id: 'cs_test_free', status: 'complete', payment_status: 'no_payment_required' }),
    ]);
    answers.set('GET /v1/checkout/sessions/cs_test_gone', () => [
      200,
      session({ id: 'cs_test_gone', status: 'expired' }),
    ]);

    expect(await provider().retrieveCheckoutSession('cs_test_free')).toMatchObject({
      status: 'complete',
      paymentStatus: 'unpaid',
    });
    expect(await provider().retrieveCheckoutSession('cs_test_gone')).toMatchObject({
      status: 'expired',
      paymentStatus: 'unpaid',
    });
  });

  it('answers null for a session Stripe does not have, and for a forged id without asking Stripe', async () => {
    answers.set('GET /v1/checkout/sessions/cs_test_missing', () => notFound('checkout.session'));

    expect(await provider().retrieveCheckoutSession('cs_test_missing')).toBeNull();
    expect(calls).toHaveLength(1);
    for (const forged of [
      '',
      'cs_sandbox_../../v1/balance',
      '../v1/balance',
      'pi_123',
      'cs_test_x?expand[]=customer',
    ]) {
      expect(await provider().retrieveCheckoutSession(forged)).toBeNull();
    }
    expect(calls).toHaveLength(1);
  });

  it('fails with a plain Error on other Stripe errors', async () => {
    answers.set('GET /v1/checkout/sessions/cs_test_a1', () => [
      401,
      {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${SECRET_KEY}`,
        },
      },
    ]);

    const failure = await provider()
      .retrieveCheckoutSession('cs_test_a1')
      .catch((error: unknown) => error);

    expect(failure).not.toBeInstanceOf(Stripe.errors.StripeError);
    expect((failure as Error).message).toMatch(
      /^Stripe could not read a checkout session \(status 401/,
    );
    expect((failure as Error).message).not.toContain(SECRET_KEY);
  });
});

describe('cancelSubscription', () => {
  it('cancels through DELETE /v1/subscriptions/:id, and treats a subscription Stripe no longer has as cancelled', async () => {
    answers.set('DELETE /v1/subscriptions/sub_123', () => [
      200,
      { id: 'sub_123', object: 'subscription', status: 'canceled' },
    ]);
    answers.set('DELETE /v1/subscriptions/sub_gone', () => notFound('subscription'));

    await provider().cancelSubscription('sub_123');
    await provider().cancelSubscription('sub_gone');
    await provider().cancelSubscription('not-a-subscription/../../v1/balance');

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /v1/subscriptions/sub_123',
      'DELETE /v1/subscriptions/sub_gone',
    ]);
  });

  it('fails with a plain Error when Stripe refuses', async () => {
    answers.set('DELETE /v1/subscriptions/sub_123', () => [
      403,
      { error: { type: 'invalid_request_error', code: 'secret_key_required' } },
    ]);

    await expect(provider().cancelSubscription('sub_123')).rejects.toThrow(
      'Stripe could not cancel a subscription (status 403, invalid_request_error, secret_key_required, request req_local123).',
    );
  });
});

// A webhook delivery as Stripe signs it.
const event = (type: string, object: object) =>
  JSON.stringify({
    id: `evt_${type.replaceAll('.', '_')}`,
    object: 'event',
    type,
    api_version: '2026-01-28',
    data: { object },
  });
const signed = (payload: string, overrides: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: overrides.secret ?? WEBHOOK_SECRET,
    timestamp: overrides.timestamp ?? Math.floor(Date.now() / 1000),
  });
const parse = (payload: string, ...header: [string | undefined] | []) =>
  provider().parseWebhook(Buffer.from(payload), header.length === 0 ? signed(payload) : header[0]);

describe('parseWebhook (stripe.webhooks.constructEvent, 300 s tolerance)', () => {
  it.each([
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ] as const)('maps %s to the session it is about', async (type) => {
    const payload = event(type, session({ id: 'cs_test_evt' }));
    expect(await parse(payload)).toEqual({
      ok: true,
      value: { id: `evt_${type.replaceAll('.', '_')}`, type, sessionId: 'cs_test_evt' },
    });
  });

  it('maps invoice.paid: subscription from the parent, period end from the lines, billing reason, amount paid', async () => {
    const payload = event('invoice.paid', {
      id: 'in_123',
      object: 'invoice',
      amount_paid: 7000,
      billing_reason: 'subscription_cycle',
      period_end: 1_790_000_000,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_123', metadata: {} },
      },
      lines: {
        object: 'list',
        data: [{ id: 'il_1', period: { start: 1_790_000_000, end: 1_792_600_000 } }],
      },
    });

    expect(await parse(payload)).toEqual({
      ok: true,
      value: {
        id: 'evt_invoice_paid',
        type: 'invoice.paid',
        invoiceId: 'in_123',
        subscriptionId: 'sub_123',
        billingReason: 'subscription_cycle',
        periodEnd: new Date(1_792_600_000 * 1000),
        amountPaidCents: 7000,
      },
    });
  });

  it("reads an older API version's invoice (subscription at the top, no lines) and ignores invoices of no subscription", async () => {
    const legacy = event('invoice.paid', {
      id: 'in_old',
      object: 'invoice',
      amount_paid: 1400,
      billing_reason: 'subscription_create',
      period_end: 1_790_000_000,
      subscription: 'sub_old',
    });
    expect(await parse(legacy)).toMatchObject({
      ok: true,
      value: {
        subscriptionId: 'sub_old',
        billingReason: 'subscription_create',
        periodEnd: new Date(1_790_000_000 * 1000),
      },
    });

    const oneOff = event('invoice.paid', {
      id: 'in_once',
      object: 'invoice',
      amount_paid: 100,
      period_end: 1,
      parent: null,
    });
    expect(await parse(oneOff)).toEqual({ ok: true, value: null });
  });

  it('maps customer.subscription.deleted, and answers ok(null) for types we do not act on', async () => {
    expect(
      await parse(
        event('customer.subscription.deleted', { id: 'sub_123', object: 'subscription' }),
      ),
    ).toEqual({
      ok: true,
      value: {
        id: 'evt_customer_subscription_deleted',
        type: 'customer.subscription.deleted',
        subscriptionId: 'sub_123',
      },
    });
    expect(await parse(event('charge.succeeded', { id: 'ch_1', object: 'charge' }))).toEqual({
      ok: true,
      value: null,
    });
    expect(await parse(event('checkout.session.completed', {}))).toEqual({ ok: true, value: null });
  });

  it('refuses a missing header, another secret, a tampered body and a stale timestamp', async () => {
    const payload = event('checkout.session.completed', session());
    const refused = { ok: false, error: 'INVALID_SIGNATURE' };
    const now = Math.floor(Date.now() / 1000);

    expect(await parse(payload, undefined)).toEqual(refused);
    expect(await parse(payload, '')).toEqual(refused);
    expect(await parse(payload, 't=1,v1=abc')).toEqual(refused);
    expect(await parse(payload, signed(payload, { secret: 'whsec_someone_else' }))).toEqual(
      refused,
    );
    expect(
      await parse(payload.replace('cs_test_a1B2c3', 'cs_test_forged'), signed(payload)),
    ).toEqual(refused);
    expect(await parse(payload, signed(payload, { timestamp: now - 301 }))).toEqual(refused);
    expect((await parse(payload, signed(payload, { timestamp: now - 290 }))).ok).toBe(true);
    expect(await provider('').parseWebhook(Buffer.from(payload), signed(payload))).toEqual(refused);
    expect(await parse('not json', signed('not json'))).toEqual(refused);
  });
});

// Stripe's answers to the look-ups and refunds, shaped like the SDK's types.
const list = <T>(path: string, data: readonly T[]) => ({
  object: 'list',
  data,
  has_more: false,
  url: path,
});
const refundObject = (id: string): Partial<Stripe.Refund> => ({
  id,
  object: 'refund',
  amount: 5150,
  currency: 'usd',
  payment_intent: 'pi_123',
  status: 'succeeded',
});
const invoicePayment = (
  paymentIntent: string,
  status: string,
  invoice: string | Partial<Stripe.Invoice> = 'in_1',
): Partial<Stripe.InvoicePayment> => ({
  id: `inpay_${paymentIntent}`,
  object: 'invoice_payment',
  status,
  invoice: invoice as Stripe.InvoicePayment['invoice'],
  payment: { type: 'payment_intent', payment_intent: paymentIntent },
});
const subscriptionInvoice = (
  id: string,
  billingReason: Stripe.Invoice.BillingReason,
  payments: readonly Partial<Stripe.InvoicePayment>[] = [],
): Partial<Stripe.Invoice> => ({
  id,
  object: 'invoice',
  billing_reason: billingReason,
  parent: {
    type: 'subscription_details',
    quote_details: null,
    subscription_details: { subscription: 'sub_123', metadata: {} },
  },
  payments: list(`/v1/invoices/${id}/payments`, payments) as Stripe.ApiList<Stripe.InvoicePayment>,
});
const refunded = (status: number, body: unknown) => () => [status, body] as const;
const callsMade = () => calls.map((call) => `${call.method} ${call.path}`);

describe('refund', () => {
  const refundRequest = (payment: { sessionId: string | null; invoiceId: string | null }) => ({
    payment,
    idempotencyKey: 'refund-7',
    reason: 'requested' as const,
  });

  it('refunds the PaymentIntent of a payment-mode session in full, with our idempotency key and reason', async () => {
    answers.set('GET /v1/checkout/sessions/cs_test_paid', () => [
      200,
      session({ id: 'cs_test_paid', status: 'complete', payment_intent: 'pi_123' }),
    ]);
    answers.set('POST /v1/refunds', refunded(200, refundObject('re_1')));

    const refund = await provider().refund(
      refundRequest({ sessionId: 'cs_test_paid', invoiceId: null }),
    );

    expect(refund).toEqual({ refundId: 're_1' });
    expect(callsMade()).toEqual(['GET /v1/checkout/sessions/cs_test_paid', 'POST /v1/refunds']);
    const call = calls[1];
    // A retried job refunds once at Stripe.
    expect(call?.headers['idempotency-key']).toBe('refund-7');
    // No amount: the whole payment goes back.
    expect(Object.fromEntries(call?.form ?? [])).toEqual({
      payment_intent: 'pi_123',
      reason: 'requested_by_customer',
      'metadata[reason]': 'requested',
    });
  });

  it("refunds a subscription session's first invoice through its paid invoice payment, and gives Stripe no reason for a late payment", async () => {
    answers.set('GET /v1/checkout/sessions/cs_test_sub', () => [
      200,
      session({
        id: 'cs_test_sub',
        mode: 'subscription',
        payment_intent: null,
        invoice: 'in_first',
        subscription: 'sub_123',
      }),
    ]);
    answers.set('GET /v1/invoices/in_first', () => [
      200,
      subscriptionInvoice('in_first', 'subscription_create', [
        invoicePayment('pi_declined', 'canceled'),
        invoicePayment('pi_first', 'paid'),
      ]),
    ]);
    answers.set('POST /v1/refunds', refunded(200, refundObject('re_2')));

    const refund = await provider().refund({
      payment: { sessionId: 'cs_test_sub', invoiceId: null },
      idempotencyKey: 'refund-8',
      reason: 'late-payment',
    });

    expect(refund).toEqual({ refundId: 're_2' });
    expect(callsMade()).toEqual([
      'GET /v1/checkout/sessions/cs_test_sub',
      'GET /v1/invoices/in_first',
      'POST /v1/refunds',
    ]);
    // An invoice lists its payments only when asked to.
    expect(calls[1]?.query.getAll('expand[0]')).toEqual(['payments']);
    expect(Object.fromEntries(calls[2]?.form ?? [])).toEqual({
      payment_intent: 'pi_first',
      'metadata[reason]': 'late-payment',
    });
    expect(calls[2]?.headers['idempotency-key']).toBe('refund-8');
  });

  it("refunds a renewal through its invoice's payment", async () => {
    answers.set('GET /v1/invoices/in_renewal', () => [
      200,
      subscriptionInvoice('in_renewal', 'subscription_cycle', [invoicePayment('pi_renew', 'paid')]),
    ]);
    answers.set('POST /v1/refunds', refunded(200, refundObject('re_3')));

    expect(
      await provider().refund(refundRequest({ sessionId: null, invoiceId: 'in_renewal' })),
    ).toEqual({ refundId: 're_3' });
    expect(callsMade()).toEqual(['GET /v1/invoices/in_renewal', 'POST /v1/refunds']);
    expect(calls[1]?.form.get('payment_intent')).toBe('pi_renew');
  });

  it('answers the existing refund of a payment refunded before', async () => {
    answers.set('GET /v1/invoices/in_renewal', () => [
      200,
      subscriptionInvoice('in_renewal', 'subscription_cycle', [invoicePayment('pi_123', 'paid')]),
    ]);
    answers.set(
      'POST /v1/refunds',
      refunded(400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge ch_123 has already been refunded.',
        },
      }),
    );
    answers.set('GET /v1/refunds', () => [200, list('/v1/refunds', [refundObject('re_earlier')])]);

    expect(
      await provider().refund(refundRequest({ sessionId: null, invoiceId: 'in_renewal' })),
    ).toEqual({ refundId: 're_earlier' });
    expect(callsMade()).toEqual([
      'GET /v1/invoices/in_renewal',
      'POST /v1/refunds',
      'GET /v1/refunds',
    ]);
    expect(Object.fromEntries(calls[2]?.query ?? [])).toEqual({
      payment_intent: 'pi_123',
      limit: '1',
    });
  });

  it('fails with a plain Error and no Stripe message when Stripe answers 5xx, after retrying with the same key', async () => {
    answers.set('GET /v1/checkout/sessions/cs_test_paid', () => [
      200,
      session({ id: 'cs_test_paid', payment_intent: 'pi_123' }),
    ]);
    answers.set(
      'POST /v1/refunds',
      refunded(500, { error: { type: 'api_error', message: 'Failed for buyer@example.com' } }),
    );

    const failure = await provider()
      .refund(refundRequest({ sessionId: 'cs_test_paid', invoiceId: null }))
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(Stripe.errors.StripeError);
    expect((failure as Error).message).toBe(
      'Stripe could not refund a payment (status 500, api_error, request req_local123).',
    );
    expect((failure as Error).cause).toBeUndefined();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.headers['idempotency-key'])).toEqual([
      'refund-7',
      'refund-7',
      'refund-7',
    ]);
  }, 20_000);

  it('fails without asking Stripe to refund when the reference is forged, names nothing, or Stripe has no such payment', async () => {
    for (const payment of [
      { sessionId: 'cs_test_x?expand[]=customer', invoiceId: null },
      { sessionId: null, invoiceId: 'in_../../v1/balance' },
      { sessionId: null, invoiceId: null },
    ]) {
      await expect(provider().refund(refundRequest(payment))).rejects.toThrow(
        'Stripe could not refund a payment (no payment found).',
      );
    }
    expect(calls).toHaveLength(0);

    answers.set('GET /v1/checkout/sessions/cs_test_open', () => [
      200,
      session({ id: 'cs_test_open' }),
    ]);
    answers.set('GET /v1/checkout/sessions/cs_test_missing', () => notFound('checkout.session'));
    await expect(
      provider().refund(refundRequest({ sessionId: 'cs_test_open', invoiceId: null })),
    ).rejects.toThrow('Stripe could not refund a payment (no payment found).');
    await expect(
      provider().refund(refundRequest({ sessionId: 'cs_test_missing', invoiceId: null })),
    ).rejects.toThrow(
      'Stripe could not find the payment to refund (status 404, invalid_request_error, resource_missing, request req_local123).',
    );
    expect(callsMade()).not.toContain('POST /v1/refunds');
  });
});

describe('parseWebhook: refunds, disputes and subscription changes', () => {
  const charge = (overrides: Partial<Stripe.Charge> = {}): Partial<Stripe.Charge> => ({
    id: 'ch_123',
    object: 'charge',
    amount: 5150,
    amount_refunded: 5150,
    refunded: true,
    currency: 'usd',
    payment_intent: 'pi_123',
    ...overrides,
  });
  const dispute = (overrides: Partial<Stripe.Dispute> = {}): Partial<Stripe.Dispute> => ({
    id: 'dp_123',
    object: 'dispute',
    amount: 5150,
    currency: 'usd',
    charge: 'ch_123',
    payment_intent: 'pi_123',
    reason: 'fraudulent',
    status: 'needs_response',
    ...overrides,
  });
  // Stripe's sessions, by the PaymentIntent or the subscription they are listed by.
  const sessionsOf =
    (sessions: Record<string, string>) =>
    (call: RecordedCall): Answer => {
      const key = call.query.get('payment_intent') ?? call.query.get('subscription') ?? '';
      const id = sessions[key];
      return [200, list('/v1/checkout/sessions', id ? [session({ id })] : [])];
    };
  const paidBy =
    (...payments: Partial<Stripe.InvoicePayment>[]) =>
    (): Answer => [200, list('/v1/invoice_payments', payments)];

  it('maps a refunded charge of a payment-mode session, found by its PaymentIntent in one call', async () => {
    answers.set('GET /v1/checkout/sessions', sessionsOf({ pi_123: 'cs_test_paid' }));

    expect(await parse(event('charge.refunded', charge()))).toEqual({
      ok: true,
      value: {
        id: 'evt_charge_refunded',
        type: 'payment.refunded',
        payment: { sessionId: 'cs_test_paid', invoiceId: null },
        fullyRefunded: true,
        amountRefundedCents: 5150,
      },
    });
    expect(callsMade()).toEqual(['GET /v1/checkout/sessions']);
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({
      payment_intent: 'pi_123',
      limit: '1',
    });

    expect(
      await parse(event('charge.refunded', charge({ refunded: false, amount_refunded: 1000 }))),
    ).toMatchObject({ ok: true, value: { fullyRefunded: false, amountRefundedCents: 1000 } });
  });

  it("maps a refunded renewal to its invoice, and a subscription's first invoice to its session too", async () => {
    answers.set('GET /v1/checkout/sessions', sessionsOf({ sub_123: 'cs_test_sub' }));
    answers.set(
      'GET /v1/invoice_payments',
      paidBy(
        invoicePayment('pi_renew', 'paid', subscriptionInvoice('in_renewal', 'subscription_cycle')),
      ),
    );

    expect(
      await parse(event('charge.refunded', charge({ payment_intent: 'pi_renew' }))),
    ).toMatchObject({ ok: true, value: { payment: { sessionId: null, invoiceId: 'in_renewal' } } });
    expect(callsMade()).toEqual(['GET /v1/checkout/sessions', 'GET /v1/invoice_payments']);
    expect(Object.fromEntries(calls[1]?.query ?? [])).toEqual({
      'payment[type]': 'payment_intent',
      'payment[payment_intent]': 'pi_renew',
      limit: '1',
      // The invoice comes in the same call, with its billing reason and subscription.
      'expand[0]': 'data.invoice',
    });

    calls = [];
    answers.set(
      'GET /v1/invoice_payments',
      paidBy(
        invoicePayment('pi_first', 'paid', subscriptionInvoice('in_first', 'subscription_create')),
      ),
    );
    expect(
      await parse(event('charge.refunded', charge({ payment_intent: 'pi_first' }))),
    ).toMatchObject({
      ok: true,
      value: { payment: { sessionId: 'cs_test_sub', invoiceId: 'in_first' } },
    });
    expect(callsMade()).toEqual([
      'GET /v1/checkout/sessions',
      'GET /v1/invoice_payments',
      'GET /v1/checkout/sessions',
    ]);
    expect(Object.fromEntries(calls[2]?.query ?? [])).toEqual({
      subscription: 'sub_123',
      limit: '1',
    });
  });

  it("reads an older API version's charge: its invoice spares the session look-up, its null invoice the invoice look-up", async () => {
    answers.set('GET /v1/invoices/in_old', () => [
      200,
      subscriptionInvoice('in_old', 'subscription_cycle'),
    ]);
    answers.set('GET /v1/checkout/sessions', sessionsOf({ pi_once: 'cs_test_once' }));

    expect(
      await parse(
        event('charge.refunded', { ...charge({ payment_intent: 'pi_old' }), invoice: 'in_old' }),
      ),
    ).toMatchObject({ ok: true, value: { payment: { sessionId: null, invoiceId: 'in_old' } } });
    expect(
      await parse(
        event('charge.refunded', { ...charge({ payment_intent: 'pi_once' }), invoice: null }),
      ),
    ).toMatchObject({
      ok: true,
      value: { payment: { sessionId: 'cs_test_once', invoiceId: null } },
    });
    expect(
      await parse(
        event('charge.refunded', { ...charge({ payment_intent: 'pi_nobody' }), invoice: null }),
      ),
    ).toEqual({ ok: true, value: null });
    expect(callsMade()).toEqual([
      'GET /v1/invoices/in_old',
      'GET /v1/checkout/sessions',
      'GET /v1/checkout/sessions',
    ]);
  });

  it('answers ok(null) for a payment of no session nor subscription invoice, and asks nothing for a charge of no PaymentIntent', async () => {
    answers.set('GET /v1/checkout/sessions', sessionsOf({}));
    answers.set(
      'GET /v1/invoice_payments',
      paidBy(invoicePayment('pi_once', 'paid', { id: 'in_once', object: 'invoice', parent: null })),
    );

    expect(await parse(event('charge.refunded', charge({ payment_intent: 'pi_once' })))).toEqual({
      ok: true,
      value: null,
    });
    answers.set('GET /v1/invoice_payments', paidBy());
    expect(await parse(event('charge.refunded', charge({ payment_intent: 'pi_other' })))).toEqual({
      ok: true,
      value: null,
    });
    expect(calls).toHaveLength(4);

    calls = [];
    for (const paymentIntent of [null, 'pi_../../v1/balance']) {
      expect(
        await parse(event('charge.refunded', charge({ payment_intent: paymentIntent }))),
      ).toEqual({ ok: true, value: null });
    }
    expect(calls).toHaveLength(0);
  });

  it('throws a plain Error when Stripe cannot answer the look-up, so the delivery fails and is sent again', async () => {
    answers.set('GET /v1/checkout/sessions', () => [
      503,
      { error: { type: 'api_error', message: 'Unavailable for buyer@example.com' } },
    ]);

    const failure = await parse(event('charge.refunded', charge())).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(Stripe.errors.StripeError);
    expect((failure as Error).message).toBe(
      'Stripe could not find the payment of an event (status 503, api_error, request req_local123).',
    );
  }, 20_000);

  it('maps charge.dispute.created to the disputed payment, amount and reason', async () => {
    answers.set('GET /v1/checkout/sessions', sessionsOf({ pi_123: 'cs_test_paid' }));

    expect(await parse(event('charge.dispute.created', dispute()))).toEqual({
      ok: true,
      value: {
        id: 'evt_charge_dispute_created',
        type: 'payment.disputed',
        payment: { sessionId: 'cs_test_paid', invoiceId: null },
        disputeId: 'dp_123',
        amountCents: 5150,
        reason: 'fraudulent',
      },
    });
  });

  it.each([
    ['won', 'won'],
    ['warning_closed', 'won'],
    ['lost', 'lost'],
  ] as const)(
    'maps charge.dispute.closed with status %s to outcome %s',
    async (status, outcome) => {
      answers.set('GET /v1/checkout/sessions', sessionsOf({ pi_123: 'cs_test_paid' }));

      expect(await parse(event('charge.dispute.closed', dispute({ status })))).toEqual({
        ok: true,
        value: {
          id: 'evt_charge_dispute_closed',
          type: 'dispute.closed',
          payment: { sessionId: 'cs_test_paid', invoiceId: null },
          disputeId: 'dp_123',
          amountCents: 5150,
          reason: 'fraudulent',
          outcome,
        },
      });
    },
  );

  it("maps invoice.payment_failed to the invoice and its subscription, in either API version's place", async () => {
    expect(
      await parse(
        event('invoice.payment_failed', subscriptionInvoice('in_late', 'subscription_cycle')),
      ),
    ).toEqual({
      ok: true,
      value: {
        id: 'evt_invoice_payment_failed',
        type: 'invoice.payment_failed',
        invoiceId: 'in_late',
        subscriptionId: 'sub_123',
      },
    });
    expect(
      await parse(
        event('invoice.payment_failed', {
          id: 'in_old',
          object: 'invoice',
          subscription: 'sub_old',
        }),
      ),
    ).toMatchObject({ ok: true, value: { invoiceId: 'in_old', subscriptionId: 'sub_old' } });
    expect(
      await parse(
        event('invoice.payment_failed', { id: 'in_once', object: 'invoice', parent: null }),
      ),
    ).toEqual({ ok: true, value: null });
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'unpaid'],
    ['canceled', 'canceled'],
    ['incomplete', 'other'],
    ['paused', 'other'],
    ['constructor', 'other'],
  ] as const)('maps customer.subscription.updated with status %s to %s', async (status, mapped) => {
    const subscription: Partial<Stripe.Subscription> = {
      id: 'sub_123',
      object: 'subscription',
      status,
    };
    expect(await parse(event('customer.subscription.updated', subscription))).toEqual({
      ok: true,
      value: {
        id: 'evt_customer_subscription_updated',
        type: 'customer.subscription.updated',
        subscriptionId: 'sub_123',
        status: mapped,
      },
    });
  });

  it('answers ok(null) without asking Stripe for payloads not shaped like the event they name', async () => {
    const malformed = [
      event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_123' }),
      event('charge.dispute.created', { object: 'dispute', amount: 5150, payment_intent: 'pi_1' }),
      event('charge.dispute.closed', { id: 'dp_1', object: 'dispute', payment_intent: 'pi_1' }),
      event('invoice.payment_failed', { object: 'invoice', subscription: 'sub_1' }),
      event('customer.subscription.updated', { object: 'subscription', status: 'active' }),
      JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'charge.refunded',
        data: { object: null },
      }),
      JSON.stringify({ id: 'evt_2', object: 'event', type: 'charge.dispute.closed', data: {} }),
    ];
    for (const payload of malformed) {
      expect(await parse(payload)).toEqual({ ok: true, value: null });
    }
    expect(calls).toHaveLength(0);
  });
});

describe('stripeExpiresAt', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const at = (ms: number) => Math.floor((now.getTime() + ms) / 1000);

  it('keeps a time inside the window and clamps one outside it, with a minute of margin', () => {
    expect(stripeExpiresAt(new Date(now.getTime() + 2 * 60 * 60 * 1000), now)).toBe(
      at(2 * 60 * 60 * 1000),
    );
    expect(stripeExpiresAt(new Date(now.getTime() + 60 * 1000), now)).toBe(
      at(STRIPE_MIN_SESSION_MS + 60_000),
    );
    expect(stripeExpiresAt(now, now)).toBe(at(STRIPE_MIN_SESSION_MS + 60_000));
    expect(stripeExpiresAt(new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000), now)).toBe(
      at(STRIPE_MAX_SESSION_MS - 60_000),
    );
  });
});
