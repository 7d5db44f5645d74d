import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobWorker } from '../../jobs/job-worker.js';
import type { DatabaseHandle } from '../../persistence/database.js';
import { DrizzleJobQueue } from '../../persistence/drizzle-job.queue.js';
import { jobs, sandboxSubscriptions } from '../../persistence/schema.js';
import type {
  CheckoutSessionRequest,
  PaymentEvent,
} from '../../services/ports/payment-provider.port.js';
import { MutableClock } from '../../test-support/mutable-clock.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { serializeSandboxEvent } from './sandbox-events.js';
import { SandboxPaymentProvider } from './sandbox-payment-provider.js';
import { signSandboxPayload } from './sandbox-signature.js';

const SECRET = 'sandbox-provider-test-secret-0123456789';
const DAY = 24 * 60 * 60 * 1000;
const MONTH = 31 * DAY;

let handle: DatabaseHandle;
let clock: MutableClock;
let deliveries: { rawBody: string; signature: string; receivedAt: Date }[] = [];
let receiverDown = false;

const testClock = { now: () => clock.now() };
const queue = () => new DrizzleJobQueue(handle.db, { clock: testClock, random: () => 1 });

/** A provider on the shared test database, as one server process would have it. */
function aProvider(secret = SECRET, receiver: 'receiver' | 'no receiver' = 'receiver') {
  const provider = new SandboxPaymentProvider({
    db: handle.db,
    jobs: queue(),
    clock: testClock,
    publicUrl: 'http://localhost:8080/',
    webhookSecret: secret,
  });
  if (receiver === 'no receiver') return provider;
  provider.deliverWebhooksTo(async (rawBody, signature) => {
    if (receiverDown) throw new Error('webhook answered 503');
    deliveries.push({ rawBody, signature, receivedAt: clock.now() });
  });
  return provider;
}

/** The newest job (the latest state change's delivery). */
async function lastJob() {
  const [job] = await handle.db.select().from(jobs).orderBy(desc(jobs.id)).limit(1);
  return job;
}

const silentLog = { warn: () => undefined, error: () => undefined };

/** Runs the due delivery jobs with `provider`'s sender, as a server's job worker does; how many ran. */
function runDeliveries(provider = sandbox): Promise<number> {
  const handler = (payload: unknown) => provider.deliverQueuedEvents(payload);
  const handlers = { 'deliver-payment-events': handler };
  return new JobWorker({ queue: queue(), handlers, clock: testClock, log: silentLog }).drain();
}

let sandbox: SandboxPaymentProvider;

beforeAll(async () => {
  handle = await openTestDatabase();
});

beforeEach(async () => {
  await handle.db.execute(
    sql`truncate sandbox_sessions, sandbox_subscriptions, sandbox_invoice_refunds, jobs`,
  );
  clock = new MutableClock(new Date('2027-01-31T09:30:00.000Z'));
  deliveries = [];
  receiverDown = false;
  sandbox = aProvider();
});

afterAll(async () => {
  await handle.close();
});

const request = (overrides: Partial<CheckoutSessionRequest> = {}): CheckoutSessionRequest => ({
  reference: 'order-7',
  mode: 'payment',
  lines: [{ name: 'Khasi Hills Community REDD+', quantity: 2, unitAmountCents: 1400 }],
  currency: 'usd',
  customerEmail: 'buyer@example.com',
  successUrl: 'http://localhost:8080/checkout?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:8080/',
  expiresAt: new Date(clock.now().getTime() + 30 * 60 * 1000),
  metadata: { orderId: '42' },
  ...overrides,
});

/** Runs the due deliveries, then every delivery so far, verified as our webhook route verified it when it arrived. */
async function deliveredEvents(): Promise<PaymentEvent[]> {
  await runDeliveries();
  return Promise.all(
    deliveries.map(async ({ rawBody, signature, receivedAt }) => {
      const receiver = new SandboxPaymentProvider({
        db: handle.db,
        jobs: queue(),
        clock: { now: () => receivedAt },
        publicUrl: 'http://localhost:8080',
        webhookSecret: SECRET,
      });
      const parsed = await receiver.parseWebhook(Buffer.from(rawBody), signature);
      if (!parsed.ok || parsed.value === null)
        throw new Error(`delivery did not verify: ${rawBody}`);
      return parsed.value;
    }),
  );
}

/** Opens a subscription-mode session and pays it; returns the sandbox subscription's id. */
async function aPaidSubscription(provider = sandbox): Promise<string> {
  const { sessionId } = await provider.createCheckoutSession(request({ mode: 'subscription' }));
  const paid = await provider.pay(sessionId);
  if (!paid.ok) throw new Error(paid.error);
  const session = await provider.retrieveCheckoutSession(sessionId);
  if (!session?.subscriptionId) throw new Error('no subscription');
  await runDeliveries(provider);
  deliveries = [];
  return session.subscriptionId;
}

describe('parseWebhook (signature t=…,v1=HMAC-SHA256 over "t.body", 300 s tolerance)', () => {
  const body = serializeSandboxEvent(
    { id: 'evt_sandbox_test', type: 'checkout.session.completed', sessionId: 'cs_sandbox_x' },
    new Date('2027-01-31T09:30:00.000Z'),
  );
  const nowSeconds = () => clock.now().getTime() / 1000;

  it('accepts a genuine delivery and parses its event', async () => {
    const parsed = await sandbox.parseWebhook(
      Buffer.from(body),
      signSandboxPayload(SECRET, body, nowSeconds()),
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        id: 'evt_sandbox_test',
        type: 'checkout.session.completed',
        sessionId: 'cs_sandbox_x',
      },
    });
  });

  it.each([
    ['a missing header', () => undefined],
    ['an empty header', () => ''],
    ['a header without a signature', () => `t=${Math.floor(nowSeconds())}`],
    [
      'a header without a timestamp',
      () => signSandboxPayload(SECRET, body, nowSeconds()).replace(/^t=\d+,/, ''),
    ],
    ['a truncated signature', () => signSandboxPayload(SECRET, body, nowSeconds()).slice(0, -2)],
    ['another secret', () => signSandboxPayload('someone-elses-secret', body, nowSeconds())],
    ['a stale timestamp (301 s ago)', () => signSandboxPayload(SECRET, body, nowSeconds() - 301)],
    [
      'a future timestamp (301 s ahead)',
      () => signSandboxPayload(SECRET, body, nowSeconds() + 301),
    ],
  ])('refuses %s with INVALID_SIGNATURE', async (_case, header) => {
    expect(await sandbox.parseWebhook(Buffer.from(body), header())).toEqual({
      ok: false,
      error: 'INVALID_SIGNATURE',
    });
  });

  it('refuses a tampered body, and a genuine signature replayed with another timestamp', async () => {
    const header = signSandboxPayload(SECRET, body, nowSeconds());
    const tampered = body.replace('cs_sandbox_x', 'cs_sandbox_y');
    expect(await sandbox.parseWebhook(Buffer.from(tampered), header)).toEqual({
      ok: false,
      error: 'INVALID_SIGNATURE',
    });
    const shifted = header.replace(/^t=(\d+)/, (_t, seconds: string) => `t=${Number(seconds) + 1}`);
    expect(await sandbox.parseWebhook(Buffer.from(body), shifted)).toEqual({
      ok: false,
      error: 'INVALID_SIGNATURE',
    });
  });

  it('accepts a delivery within the tolerance, and one that lists an old and a new signature', async () => {
    const header = signSandboxPayload(SECRET, body, nowSeconds() - 299);
    expect((await sandbox.parseWebhook(Buffer.from(body), header)).ok).toBe(true);
    const rotated = `${header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)},${header.split(',')[1]}`;
    expect((await sandbox.parseWebhook(Buffer.from(body), rotated)).ok).toBe(true);
  });

  it('answers ok(null) for a genuine event of a type we do not act on, and refuses a signed body it cannot read', async () => {
    const other = JSON.stringify({
      id: 'evt_sandbox_other',
      type: 'charge.refunded',
      created: '2027-01-31T09:30:00Z',
      data: {},
    });
    expect(
      await sandbox.parseWebhook(
        Buffer.from(other),
        signSandboxPayload(SECRET, other, nowSeconds()),
      ),
    ).toEqual({
      ok: true,
      value: null,
    });
    for (const unreadable of [
      'not json',
      '{"id":"evt_sandbox_x","type":"invoice.paid","data":{}}',
      '[]',
    ]) {
      expect(
        await sandbox.parseWebhook(
          Buffer.from(unreadable),
          signSandboxPayload(SECRET, unreadable, nowSeconds()),
        ),
      ).toEqual({
        ok: false,
        error: 'INVALID_SIGNATURE',
      });
    }
  });
});

describe('renewDue (monthly renewals by the clock)', () => {
  it('bills one invoice.paid per month that has ended, exactly once, on the subscription day of the month', async () => {
    const subscriptionId = await aPaidSubscription();
    // Started 31 January: periods end 28 February, then 31 March (the anchor day comes back).
    clock.advance(MONTH);

    expect(await sandbox.renewDue(clock.now())).toBe(1);
    expect(await sandbox.renewDue(clock.now())).toBe(0);

    const march31 = new Date('2027-03-31T09:30:00.000Z');
    expect(await deliveredEvents()).toEqual([
      {
        id: expect.stringMatching(/^evt_sandbox_/),
        type: 'invoice.paid',
        invoiceId: `in_sandbox_${subscriptionId}_${march31.toISOString()}`,
        subscriptionId,
        billingReason: 'subscription_cycle',
        periodEnd: march31,
        amountPaidCents: 2800,
      },
    ]);
    const [row] = await handle.db.select().from(sandboxSubscriptions);
    expect(row?.currentPeriodEnd).toEqual(march31);
  });

  it('catches up every missed month with one invoice each, with distinct invoice and event ids', async () => {
    const subscriptionId = await aPaidSubscription();
    clock.advance(3 * MONTH);

    expect(await sandbox.renewDue(clock.now())).toBe(3);

    const events = await deliveredEvents();
    expect(
      events.map((event) => (event.type === 'invoice.paid' ? event.periodEnd.toISOString() : null)),
    ).toEqual(['2027-03-31T09:30:00.000Z', '2027-04-30T09:30:00.000Z', '2027-05-31T09:30:00.000Z']);
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
    expect(
      events.every(
        (event) => event.type === 'invoice.paid' && event.subscriptionId === subscriptionId,
      ),
    ).toBe(true);
  });

  it('stops at cancellation: customer.subscription.deleted once, then no more invoices', async () => {
    const subscriptionId = await aPaidSubscription();

    await sandbox.cancelSubscription(subscriptionId);
    await sandbox.cancelSubscription(subscriptionId);
    clock.advance(2 * MONTH);

    expect(await sandbox.renewDue(clock.now())).toBe(0);
    expect(await deliveredEvents()).toEqual([
      {
        id: expect.stringMatching(/^evt_sandbox_/),
        type: 'customer.subscription.deleted',
        subscriptionId,
      },
    ]);
    const [row] = await handle.db.select().from(sandboxSubscriptions);
    expect(row?.status).toBe('canceled');
  });

  it('moves the period on at once and retries a renewal our server did not take, with backoff, same invoice', async () => {
    await aPaidSubscription();
    clock.advance(MONTH);
    receiverDown = true;

    expect(await sandbox.renewDue(clock.now())).toBe(1);
    const [advanced] = await handle.db.select().from(sandboxSubscriptions);
    expect(advanced?.currentPeriodEnd).toEqual(new Date('2027-03-31T09:30:00.000Z'));
    expect(await runDeliveries()).toBe(1);
    // The queue's backoff (random() = 1): 10 s after the first failure, 20 s after the second.
    clock.advance(9_999);
    expect(await runDeliveries()).toBe(0);
    clock.advance(1);
    expect(await runDeliveries()).toBe(1);
    const job = await lastJob();
    expect(job).toMatchObject({ status: 'queued', attempts: 2, lastError: 'webhook answered 503' });

    receiverDown = false;
    clock.advance(20_000);
    const [renewed, ...others] = await deliveredEvents();
    expect(others).toEqual([]);
    expect(renewed).toMatchObject({
      type: 'invoice.paid',
      periodEnd: new Date('2027-03-31T09:30:00.000Z'),
    });
    expect(await sandbox.renewDue(clock.now())).toBe(0);
    const done = await lastJob();
    expect(done).toMatchObject({ status: 'done', attempts: 3 });
  });

  it("gives up on a delivery after the queue's max attempts: the job ends dead, visible to operators", async () => {
    await aPaidSubscription();
    clock.advance(MONTH);
    receiverDown = true;
    await sandbox.renewDue(clock.now());
    for (let attempt = 0; attempt < 8; attempt++) {
      expect(await runDeliveries()).toBe(1);
      clock.advance(DAY);
    }
    expect(await runDeliveries()).toBe(0);
    const job = await lastJob();
    expect(job).toMatchObject({ status: 'dead', attempts: 8 });
    expect(deliveries).toEqual([]);
  });

  it('gives the same invoice and event ids when two server processes renew the same period', async () => {
    await aPaidSubscription();
    clock.advance(MONTH);

    const [first, second] = await Promise.all([
      aProvider().renewDue(clock.now()),
      aProvider().renewDue(clock.now()),
    ]);

    expect(first + second).toBeGreaterThanOrEqual(1);
    const events = await deliveredEvents();
    expect(new Set(events.map((event) => event.id)).size).toBe(1);
    expect(
      new Set(events.map((event) => (event.type === 'invoice.paid' ? event.invoiceId : null))).size,
    ).toBe(1);
    const [row] = await handle.db.select().from(sandboxSubscriptions);
    expect(row?.currentPeriodEnd).toEqual(new Date('2027-03-31T09:30:00.000Z'));
  });
});

describe('expireDue', () => {
  it('expires every open session past its time once, and leaves paid and live sessions alone', async () => {
    const late = await sandbox.createCheckoutSession(request());
    const paid = await sandbox.createCheckoutSession(request());
    await sandbox.pay(paid.sessionId);
    await runDeliveries();
    const live = await sandbox.createCheckoutSession(
      request({ expiresAt: new Date(clock.now().getTime() + DAY) }),
    );
    deliveries = [];
    clock.advance(31 * 60 * 1000);

    expect(await sandbox.expireDue(clock.now())).toBe(1);
    expect(await sandbox.expireDue(clock.now())).toBe(0);

    expect(await deliveredEvents()).toEqual([
      { id: expect.any(String), type: 'checkout.session.expired', sessionId: late.sessionId },
    ]);
    expect((await sandbox.retrieveCheckoutSession(paid.sessionId))?.status).toBe('complete');
    expect((await sandbox.retrieveCheckoutSession(live.sessionId))?.status).toBe('open');
  });

  it('expires a session even while our server is down; its expiry is delivered later with one event id', async () => {
    const { sessionId } = await sandbox.createCheckoutSession(request());
    clock.advance(31 * 60 * 1000);
    receiverDown = true;

    expect(await sandbox.expireDue(clock.now())).toBe(1);
    expect(await aProvider().expireDue(clock.now())).toBe(0);
    expect(await runDeliveries()).toBe(1);
    expect((await sandbox.retrieveCheckoutSession(sessionId))?.status).toBe('expired');

    receiverDown = false;
    clock.advance(60_000);
    expect(await deliveredEvents()).toEqual([
      { id: expect.any(String), type: 'checkout.session.expired', sessionId },
    ]);
  });
});

describe('restart safety', () => {
  it('a second provider on the same database sees the sessions and subscriptions of the first, and carries on', async () => {
    const { sessionId, url } = await sandbox.createCheckoutSession(
      request({ mode: 'subscription' }),
    );
    expect(url).toBe(`http://localhost:8080/sandbox/checkout/${sessionId}`);
    const before = await sandbox.retrieveCheckoutSession(sessionId);

    const restarted = aProvider();
    expect(await restarted.retrieveCheckoutSession(sessionId)).toEqual(before);
    expect(before).toEqual({
      id: sessionId,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotalCents: 2800,
      currency: 'USD',
      metadata: { orderId: '42' },
      subscriptionId: null,
    });

    expect((await restarted.pay(sessionId)).ok).toBe(true);
    const after = await sandbox.retrieveCheckoutSession(sessionId);
    expect(after).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      subscriptionId: expect.stringMatching(/^sub_sandbox_/),
    });
    expect(await sandbox.pay(sessionId)).toEqual({ ok: false, error: 'NOT_OPEN' });

    await runDeliveries();
    clock.advance(MONTH);
    deliveries = [];
    expect(await aProvider().renewDue(clock.now())).toBe(1);
    expect(await sandbox.renewDue(clock.now())).toBe(0);
    expect(await deliveredEvents()).toEqual([
      expect.objectContaining({
        type: 'invoice.paid',
        subscriptionId: after?.subscriptionId,
        billingReason: 'subscription_cycle',
      }),
    ]);
  });

  it('knows no session it never opened, and no provider with another secret can sign for it', async () => {
    expect(
      await sandbox.retrieveCheckoutSession('cs_sandbox_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    ).toBeNull();
    expect(await sandbox.pay('cs_sandbox_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });

    const other = aProvider('another-secret');
    const { sessionId } = await other.createCheckoutSession(request());
    await other.pay(sessionId);
    expect(await runDeliveries(other)).toBe(1);
    const [delivery] = deliveries;
    expect(
      await sandbox.parseWebhook(Buffer.from(delivery?.rawBody ?? ''), delivery?.signature),
    ).toEqual({
      ok: false,
      error: 'INVALID_SIGNATURE',
    });
  });
});

describe('session lifetime (like Stripe: at least 30 minutes, at most 24 hours)', () => {
  const MINUTE = 60 * 1000;
  it.each([
    ['a reservation shorter than 30 minutes', 10 * MINUTE, 30 * MINUTE],
    ['a longer time, kept as asked', 2 * 60 * MINUTE, 2 * 60 * MINUTE],
    ['more than 24 hours', 3 * DAY, DAY],
  ])('for %s', async (_case, askedMs, livesMs) => {
    const asked = new Date(clock.now().getTime() + askedMs);
    const opened = await sandbox.createCheckoutSession(request({ expiresAt: asked }));
    const expected = new Date(clock.now().getTime() + livesMs);
    expect(opened.expiresAt).toEqual(expected);
    const found = await sandbox.checkout(opened.sessionId);
    expect(found?.session.expiresAt).toEqual(expected);
    clock.advance(livesMs - 1);
    expect(found && (await sandbox.retrieveCheckoutSession(opened.sessionId))?.status).toBe('open');
    clock.advance(1);
    expect((await sandbox.retrieveCheckoutSession(opened.sessionId))?.status).toBe('expired');
  });

  it('takes a payment after a shorter reservation has ended (the late payment our server must handle)', async () => {
    const reservationEnds = new Date(clock.now().getTime() + 10 * MINUTE);
    const { sessionId } = await sandbox.createCheckoutSession(
      request({ expiresAt: reservationEnds }),
    );
    clock.advance(20 * MINUTE);
    expect((await sandbox.pay(sessionId)).ok).toBe(true);
    expect(await deliveredEvents()).toEqual([
      { id: expect.any(String), type: 'checkout.session.completed', sessionId },
    ]);
  });
});

describe('durable deliveries (every event is a job committed with its state change)', () => {
  it('delivers a completion whose server died after the buyer paid: a new worker sends it', async () => {
    // The first process changes state and enqueues, then dies before any delivery: it never had
    // a receiver, and nothing of it survives but the database.
    const crashed = aProvider(SECRET, 'no receiver');
    const { sessionId } = await crashed.createCheckoutSession(request({ mode: 'subscription' }));
    expect((await crashed.pay(sessionId)).ok).toBe(true);
    const [queued] = await handle.db.select().from(jobs);
    expect(queued).toMatchObject({ kind: 'deliver-payment-events', status: 'queued', attempts: 0 });

    const restarted = aProvider();
    expect(await runDeliveries(restarted)).toBe(1);
    const events = await deliveredEvents();
    expect(events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'invoice.paid',
    ]);
    expect(events[0]).toMatchObject({ sessionId });
    expect(events[1]).toMatchObject({ billingReason: 'subscription_create' });
    const [done] = await handle.db.select().from(jobs);
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('enqueues nothing when the state change did not happen, and one job per event otherwise', async () => {
    const { sessionId } = await sandbox.createCheckoutSession(request());
    await Promise.all([sandbox.pay(sessionId), aProvider().pay(sessionId)]);
    expect(await sandbox.cancel(sessionId)).toEqual({ ok: false, error: 'NOT_OPEN' });
    const rows = await handle.db.select({ kind: jobs.kind, key: jobs.dedupeKey }).from(jobs);
    expect(rows).toEqual([
      {
        kind: 'deliver-payment-events',
        key: expect.stringMatching(/^sandbox-events:evt_sandbox_/),
      },
    ]);
  });

  it('signs each attempt afresh: a retry hours later still verifies', async () => {
    const { sessionId } = await sandbox.createCheckoutSession(request());
    receiverDown = true;
    await sandbox.pay(sessionId);
    await runDeliveries();
    receiverDown = false;
    clock.advance(3 * 60 * 60 * 1000);
    expect(await deliveredEvents()).toEqual([
      { id: expect.any(String), type: 'checkout.session.completed', sessionId },
    ]);
  });

  it('fails a delivery job it cannot read, rather than dropping it', async () => {
    await expect(sandbox.deliverQueuedEvents({ events: [{ id: 'x' }] })).rejects.toThrow(
      'cannot send',
    );
    await expect(sandbox.deliverQueuedEvents({})).rejects.toThrow('no events');
    expect(deliveries).toEqual([]);
  });
});

describe('refund', () => {
  const refundOf = (sessionId: string | null, invoiceId: string | null = null) => ({
    payment: { sessionId, invoiceId },
    idempotencyKey: 'refund-1',
    reason: 'late-payment' as const,
  });

  async function aPaidSession(): Promise<string> {
    const { sessionId } = await sandbox.createCheckoutSession(request());
    if (!(await sandbox.pay(sessionId)).ok) throw new Error('not paid');
    await runDeliveries();
    deliveries = [];
    return sessionId;
  }

  it('refunds a paid session in full once, and delivers payment.refunded', async () => {
    const sessionId = await aPaidSession();

    const refund = await sandbox.refund(refundOf(sessionId));

    expect(refund.refundId).toMatch(/^re_sandbox_[A-Za-z0-9_-]{24}$/);
    expect(await deliveredEvents()).toEqual([
      {
        id: expect.stringMatching(/^evt_sandbox_/),
        type: 'payment.refunded',
        payment: { sessionId, invoiceId: null },
        fullyRefunded: true,
        amountRefundedCents: 2800,
      },
    ]);
    const found = await sandbox.checkout(sessionId);
    expect(found?.session).toMatchObject({ refundId: refund.refundId, refundedAt: clock.now() });
  });

  it('is idempotent: a second call, or a concurrent one, answers the same refund and sends no more', async () => {
    const sessionId = await aPaidSession();

    const [first, second] = await Promise.all([
      sandbox.refund(refundOf(sessionId)),
      aProvider().refund({ ...refundOf(sessionId), idempotencyKey: 'refund-2' }),
    ]);
    const third = await sandbox.refund(refundOf(sessionId));

    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect((await deliveredEvents()).map((event) => event.type)).toEqual(['payment.refunded']);
  });

  it('throws a clear error for an unknown session, an unpaid one and an invoice never billed', async () => {
    await expect(sandbox.refund(refundOf('cs_sandbox_unknown'))).rejects.toThrow(
      'no checkout session cs_sandbox_unknown',
    );
    const { sessionId } = await sandbox.createCheckoutSession(request());
    await expect(sandbox.refund(refundOf(sessionId))).rejects.toThrow('was not paid');
    await expect(sandbox.refund(refundOf(null, 'in_sandbox_sub_x'))).rejects.toThrow(
      'never billed invoice in_sandbox_sub_x',
    );
    await expect(sandbox.refund(refundOf(null, null))).rejects.toThrow(
      'a checkout session or an invoice',
    );
    expect(await handle.db.select().from(jobs)).toEqual([]);
  });

  it('refunds a renewal invoice once, and never one of a period not yet billed', async () => {
    const subscriptionId = await aPaidSubscription();
    clock.advance(MONTH);
    await sandbox.renewDue(clock.now());
    await runDeliveries();
    deliveries = [];
    const march31 = `in_sandbox_${subscriptionId}_2027-03-31T09:30:00.000Z`;
    const april30 = `in_sandbox_${subscriptionId}_2027-04-30T09:30:00.000Z`;

    const first = await sandbox.refund(refundOf(null, march31));
    const again = await sandbox.refund({ ...refundOf(null, march31), idempotencyKey: 'refund-2' });
    expect(again).toEqual(first);
    await expect(sandbox.refund(refundOf(null, april30))).rejects.toThrow('never billed');
    expect(await deliveredEvents()).toEqual([
      {
        id: expect.stringMatching(/^evt_sandbox_/),
        type: 'payment.refunded',
        payment: { sessionId: null, invoiceId: march31 },
        fullyRefunded: true,
        amountRefundedCents: 2800,
      },
    ]);
  });
});
