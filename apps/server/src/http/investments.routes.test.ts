import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepOnce } from '../jobs/sweeper.js';
import { investments, outboxEmails } from '../persistence/schema.js';
import type { PaymentEvent } from '../services/ports/payment-provider.port.js';
import { deliverFakeEvent, SwitchableFakeProvider } from '../test-support/commerce-fixtures.js';
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
  payments.unreachable = false;
  payments.sessions.clear();
});
afterAll(() => ctx.close());

const valid = {
  projectId: 3,
  businessName: 'Green Rails Ltd',
  tons: 25,
  email: 'asha.rao@example.com',
  fullName: 'Asha Rao',
  address: '12 Park Street\nKolkata 700016',
  redirectUrl: 'http://localhost:8080/InvestmentForm',
};
const RESERVED = 'Your investment is reserved. Our team will contact you within 48 hours.';

const reserve = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/investments', payload: payload as object });
const confirm = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/investments/confirm${query}` });
const deliver = (event: PaymentEvent) => deliverFakeEvent(ctx, event);
const rows = () => ctx.db.select().from(investments).orderBy(asc(investments.id));
const mails = async () => {
  await ctx.runJobs();
  return ctx.db.select().from(outboxEmails).orderBy(asc(outboxEmails.id));
};

/** Reserves the valid investment and answers its id and session id. */
async function reserved(payload: object = valid) {
  const response = await reserve(payload);
  expect(response.statusCode).toBe(201);
  const { investmentId, checkoutUrl } = response.json();
  return {
    investmentId: investmentId as number,
    sessionId: payments.requestOf(checkoutUrl).sessionId,
  };
}

describe('POST /api/investments', () => {
  it('stores a PENDING investment, opens its hosted checkout, e-mails it and answers 201 with the reserved message', async () => {
    const response = await reserve(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      investmentId: expect.any(Number),
      checkoutUrl: expect.stringMatching(/^https:\/\/pay\.example\/cs_fake_/),
      message: RESERVED,
    });

    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    const session = payments.requestOf(body.checkoutUrl);
    expect(row).toMatchObject({
      id: body.investmentId,
      projectId: 3,
      projectName: 'Clean Cooking',
      pricePerTonCents: 900,
      tons: 25,
      amountCents: 22_500,
      currency: 'USD',
      businessName: 'Green Rails Ltd',
      email: 'asha.rao@example.com',
      fullName: 'Asha Rao',
      address: '12 Park Street\nKolkata 700016',
      status: 'PENDING',
      provider: 'sandbox',
      providerSessionId: session.sessionId,
      paidAt: null,
    });

    const id = body.investmentId;
    expect(session).toMatchObject({
      mode: 'payment',
      lines: [{ name: 'Direct investment: Clean Cooking', quantity: 25, unitAmountCents: 900 }],
      currency: 'USD',
      customerEmail: 'asha.rao@example.com',
      successUrl: `http://localhost:8080/InvestmentForm?investmentId=${id}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `http://localhost:8080/InvestmentForm?investmentId=${id}&cancelled=1`,
      metadata: { investmentId: String(id), kind: 'investment' },
    });
    expect(session.expiresAt).toEqual(new Date(ctx.clock.now().getTime() + 30 * 60_000));

    const [mail, ...moreMail] = await mails();
    expect(moreMail).toEqual([]);
    expect(mail?.toAddress).toBe('asha.rao@example.com');
    expect(mail?.subject).toBe(`Your NetZero Market investment #${id} is reserved`);
    expect(mail?.textBody).toContain('our team will contact you within 48 hours');
    expect(mail?.textBody).toContain('- Quantity: 25 tonnes CO2 at $9.00 per tonne');
    expect(mail?.textBody).toContain('- Total: $225.00');
    expect(mail?.textBody).toContain(body.checkoutUrl);
    expect(mail?.textBody).toContain('The payment link works until 22 Nov 2026, 10:30 UTC.');
  });

  it('trims the texts, accepts numeric texts, and ignores a redirect to another site', async () => {
    const response = await reserve({
      ...valid,
      projectId: '6',
      tons: ' 2 ',
      businessName: '  Green Rails Ltd ',
      email: ' asha.rao@example.com ',
      redirectUrl: 'https://evil.example/InvestmentForm',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({
      projectName: 'Carbon Capital & Market Solutions',
      tons: 2,
      amountCents: 3000,
      businessName: 'Green Rails Ltd',
      email: 'asha.rao@example.com',
    });
    expect(payments.requestOf(response.json().checkoutUrl).successUrl).toMatch(
      /^http:\/\/localhost:8080\/InvestmentForm\?investmentId=\d+&session_id=/,
    );
  });

  it.each([
    ['projectId', 99, 'Please choose a project.'],
    ['projectId', '', 'Please choose a project.'],
    ['projectId', 'clean-cooking', 'Please choose a project.'],
    ['businessName', '   ', 'Business name is required.'],
    ['tons', 0, 'Please enter the number of tonnes (above 0).'],
    ['tons', -3, 'Please enter the number of tonnes (above 0).'],
    ['tons', 'lots', 'Please enter the number of tonnes (above 0).'],
    ['tons', 2.5, 'Please enter a whole number of tonnes, at least 1.'],
    ['tons', 1_000_001, 'Please enter at most 1,000,000 tonnes per order.'],
    ['email', '', 'Email is required.'],
    ['email', 'asha.rao', 'Please enter a valid email address.'],
    ['fullName', ' ', 'Full name is required.'],
    ['address', '\n', 'Address is required.'],
  ])('%s %j → 400 with %j; nothing stored, opened or sent', async (field, value, message) => {
    const response = await reserve({ ...valid, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { [field]: message },
    });
    expect(await rows()).toEqual([]);
    expect(await mails()).toEqual([]);
    expect(payments.sessions.size).toBe(0);
  });

  it('refuses a total above one card charge ($999,999.99)', async () => {
    // 66,667 t × $15 = $1,000,005.
    const response = await reserve({ ...valid, projectId: 6, tons: 66_667 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      tons: 'An order can total at most $999,999.99. Please choose a smaller quantity.',
    });
    expect((await reserve({ ...valid, projectId: 6, tons: 66_666 })).statusCode).toBe(201);
  });

  it('reports every invalid field of both steps at once', async () => {
    const response = await reserve({
      projectId: '',
      businessName: '',
      tons: '',
      email: '',
      fullName: '',
      address: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      projectId: 'Please choose a project.',
      businessName: 'Business name is required.',
      tons: 'Please enter the number of tonnes (above 0).',
      email: 'Email is required.',
      fullName: 'Full name is required.',
      address: 'Address is required.',
    });
  });

  it.each([
    ['a missing field', { ...valid, address: undefined }, 'address'],
    ['a number for a text', { ...valid, fullName: 42 }, 'fullName'],
    ['an object for a number', { ...valid, tons: { value: 3 } }, 'tons'],
    ['a text over its limit', { ...valid, address: 'x'.repeat(501) }, 'address'],
    [
      'a control character in a name',
      { ...valid, businessName: 'Green\u0000Rails' },
      'businessName',
    ],
  ])('answers 400 with a field error for %s; nothing stored', async (_case, payload, field) => {
    const response = await reserve(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { [field]: expect.any(String) },
    });
    expect(await rows()).toEqual([]);
  });

  it('answers 4xx, never 5xx, to bodies that are not an investment', async () => {
    for (const payload of ['[]', '"text"', '{"projectId":', 'null', '{}']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/investments',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
    }
    expect(await rows()).toEqual([]);
  });

  it('allows 5 reservations an hour for one e-mail address, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await reserve(valid)).statusCode).toBe(201);
    const refused = await reserve({ ...valid, email: 'ASHA.RAO@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().message).toBe(
      'Too many attempts. Please wait 3600 seconds and try again.',
    );
    expect(await rows()).toHaveLength(5);
    expect(await mails()).toHaveLength(5);
    ctx.clock.advance(60 * 60_000);
    expect((await reserve(valid)).statusCode).toBe(201);
  });

  it('answers 502 when the provider cannot open a checkout; the investment is FAILED and no e-mail goes out', async () => {
    payments.failCheckout = true;
    const response = await reserve(valid);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message:
        'The payment provider could not open a checkout. Nothing was charged; please try again in a few minutes.',
    });
    const [row] = await rows();
    expect(row?.status).toBe('FAILED');
    expect(row?.providerSessionId).toBeNull();
    expect(await mails()).toEqual([]);
  });
});

describe('GET /api/investments/confirm', () => {
  it("answers 400 with the spec's message without a session id", async () => {
    for (const query of ['', '?sessionId=', '?sessionId=%20']) {
      const response = await confirm(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message: 'Missing sessionId. Cannot verify payment.' });
    }
  });

  it('answers success false while the session is unpaid, and for unknown or malformed ids', async () => {
    const { investmentId, sessionId } = await reserved();
    for (const id of [sessionId, 'cs_fake_unknown', 'not a session', "cs_1' or 1=1"]) {
      const response = await confirm(`?sessionId=${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(200);
      expect(response.json(), id).toEqual({ success: false });
    }
    expect((await rows()).map((r) => [r.id, r.status])).toEqual([[investmentId, 'PENDING']]);
  });

  it('marks a paid investment PAID once and acknowledges the payment by e-mail once, however often it is confirmed', async () => {
    const { investmentId, sessionId } = await reserved();
    payments.pay(sessionId);
    ctx.clock.advance(60_000);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => confirm(`?sessionId=${sessionId}`)),
    );
    for (const response of responses) expect(response.json()).toEqual({ success: true });
    const [row] = await rows();
    expect(row).toMatchObject({ id: investmentId, status: 'PAID', paidAt: ctx.clock.now() });
    const paidMails = (await mails()).filter((m) => m.subject.startsWith('Payment received'));
    expect(paidMails).toHaveLength(1);
    expect(paidMails[0]?.textBody).toContain(
      `we have received your payment of $225.00 for investment #${investmentId}`,
    );
    expect((await confirm(`?sessionId=${sessionId}`)).json()).toEqual({ success: true });
  });

  it('does not believe a session that pays less than the investment, or that is not an investment', async () => {
    const { sessionId } = await reserved();
    payments.pay(sessionId);
    const session = payments.sessions.get(sessionId);
    if (!session) throw new Error('no session');
    payments.sessions.set(sessionId, { ...session, amountTotalCents: 100 });
    expect((await confirm(`?sessionId=${sessionId}`)).json()).toEqual({ success: false });

    payments.sessions.set(sessionId, {
      ...session,
      metadata: { orderId: '1' },
    });
    expect((await confirm(`?sessionId=${sessionId}`)).json()).toEqual({ success: false });
    expect((await rows())[0]?.status).toBe('PENDING');
  });
});

describe('the payment webhook and the order confirm call pay investments too', () => {
  it('marks the investment PAID from a completed event, once, with the confirm call racing it', async () => {
    const { sessionId } = await reserved();
    const event = payments.pay(sessionId);
    const responses = await Promise.all([
      deliver(event),
      deliver(event),
      confirm(`?sessionId=${sessionId}`),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await rows())[0]?.status).toBe('PAID');
    const paidMails = (await mails()).filter((m) => m.subject.startsWith('Payment received'));
    expect(paidMails).toHaveLength(1);
  });

  it('answers success through the order return page’s confirm call for an investment session', async () => {
    const { sessionId } = await reserved();
    payments.pay(sessionId);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/direct-order-checkout/sandbox/session/confirm?sessionId=${sessionId}`,
    });
    expect(response.json()).toEqual({ success: true });
    expect((await rows())[0]?.status).toBe('PAID');
  });

  it('expires the investment of an expired session and fails the one of a refused payment', async () => {
    const first = await reserved();
    const second = await reserved({ ...valid, email: 'ravi@example.com' });
    expect((await deliver(payments.expire(first.sessionId))).statusCode).toBe(200);
    const failure: PaymentEvent = {
      id: 'evt_async_failed',
      type: 'checkout.session.async_payment_failed',
      sessionId: second.sessionId,
    };
    expect((await deliver(failure)).statusCode).toBe(200);
    expect((await rows()).map((r) => [r.id, r.status])).toEqual([
      [first.investmentId, 'EXPIRED'],
      [second.investmentId, 'FAILED'],
    ]);
    // A payment the provider reports later still counts.
    payments.pay(first.sessionId);
    expect((await confirm(`?sessionId=${first.sessionId}`)).json()).toEqual({ success: true });
    expect((await rows())[0]?.status).toBe('PAID');
  });

  it('settles at the sweep what no event reported: paid → PAID with its e-mail, ended → EXPIRED, open → kept', async () => {
    const paid = await reserved();
    const ended = await reserved({ ...valid, email: 'ended@example.com' });
    const open = await reserved({ ...valid, email: 'open@example.com' });
    payments.pay(paid.sessionId);
    payments.expire(ended.sessionId);
    // Not due yet: the reservation's time is not up.
    await sweepOnce(ctx.sweepTasks, ctx.clock);
    expect((await rows()).map((r) => r.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);

    ctx.clock.advance(ctx.config.reservationTtlMs + 1000);
    payments.unreachable = true;
    await sweepOnce(ctx.sweepTasks, ctx.clock);
    expect((await rows()).map((r) => r.status)).toEqual(['PENDING', 'PENDING', 'PENDING']);
    payments.unreachable = false;
    await sweepOnce(ctx.sweepTasks, ctx.clock);
    expect((await rows()).map((r) => [r.id, r.status])).toEqual([
      [paid.investmentId, 'PAID'],
      [ended.investmentId, 'EXPIRED'],
      [open.investmentId, 'PENDING'],
    ]);
    const paidMails = (await mails()).filter((m) => m.subject.startsWith('Payment received'));
    expect(paidMails.map((m) => m.toAddress)).toEqual(['asha.rao@example.com']);
  });

  it('marks a paid investment REFUNDED when the provider refunds it in full, once', async () => {
    const { investmentId, sessionId } = await reserved();
    await deliver(payments.pay(sessionId));
    const refunded = (id: string, fullyRefunded: boolean): PaymentEvent => ({
      id,
      type: 'payment.refunded',
      payment: { sessionId, invoiceId: null },
      fullyRefunded,
      amountRefundedCents: 100,
    });
    await deliver(refunded('evt_partial', false));
    expect((await rows())[0]?.status).toBe('PAID');
    await deliver(refunded('evt_full', true));
    expect((await rows()).map((r) => [r.id, r.status])).toEqual([[investmentId, 'REFUNDED']]);
    // A redelivered completion never makes it PAID again.
    await deliver({ id: 'evt_again', type: 'checkout.session.completed', sessionId });
    expect((await rows())[0]?.status).toBe('REFUNDED');
  });
});
