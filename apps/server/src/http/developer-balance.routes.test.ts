import { DeveloperBalanceResponse, V1Balance } from '@netzero/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepOnce } from '../jobs/sweeper.js';
import { apiBalanceEntries, apiTopUps } from '../persistence/schema.js';
import { type ApiAccount, anotherApiKey, apiAccount } from '../test-support/api-keys.js';
import { deliverFakeEvent } from '../test-support/commerce-fixtures.js';
import { FakePaymentProvider } from '../test-support/fake-payment-provider.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// The dashboard's balances and GET /v1/balance, with the fake provider: test funds, the
// threshold, and a live top-up credited exactly once however its payment is reported.

let ctx: TestApp;
let provider: FakePaymentProvider;
let alice: ApiAccount;

beforeAll(async () => {
  provider = new FakePaymentProvider();
  ctx = await createTestApp({ payments: provider });
});
beforeEach(async () => {
  await ctx.reset();
  provider.sessions.clear();
  provider.unreachable = false;
  alice = await apiAccount(ctx, 'alice');
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Headers) =>
  ctx.app.inject({ method, url, payload, headers });
const overview = (headers: Headers = alice.headers) =>
  ctx.app.inject({ url: '/api/developers/balance', headers });
const v1Balance = (headers: Headers) => ctx.app.inject({ url: '/v1/balance', headers });
const addTestFunds = (amountCents: number, headers: Headers = alice.headers) =>
  send('POST', '/api/developers/balance/test-funds', { amountCents }, headers);
const topUp = (amountCents: number, headers: Headers = alice.headers) =>
  send('POST', '/api/developers/balance/top-up', { amountCents }, headers);
const confirm = (sessionId: string, headers: Headers = alice.headers) =>
  send('POST', '/api/developers/balance/top-up/confirm', { sessionId }, headers);

async function startTopUp(amountCents: number): Promise<string> {
  const started = await topUp(amountCents);
  expect(started.statusCode, started.body).toBe(201);
  const sessionId = new URL(started.json().checkoutUrl).pathname.split('/').pop() ?? '';
  expect(sessionId).toMatch(/^cs_fake_/);
  return sessionId;
}

describe('GET /v1/balance', () => {
  it('answers the key’s mode: test funds on test keys, nothing on live ones', async () => {
    const before = await v1Balance(alice.apiHeaders);
    expect(before.statusCode).toBe(200);
    expect(V1Balance.parse(before.json())).toEqual({
      object: 'balance',
      mode: 'test',
      availableCents: 0,
      currency: 'USD',
      lowBalanceThresholdCents: null,
    });
    expect((await addTestFunds(5_000)).json()).toMatchObject({
      mode: 'test',
      availableCents: 5_000,
    });
    expect((await v1Balance(alice.apiHeaders)).json().availableCents).toBe(5_000);
    const live = await anotherApiKey(ctx, alice.userId, { mode: 'live' });
    expect((await v1Balance(live.apiHeaders)).json()).toMatchObject({
      mode: 'live',
      availableCents: 0,
    });
  });

  it('refuses no key, a session token and a publishable key', async () => {
    expect((await v1Balance({})).statusCode).toBe(401);
    expect((await v1Balance(alice.headers)).statusCode).toBe(401);
    const publishable = await anotherApiKey(ctx, alice.userId, { kind: 'publishable' });
    const refused = await v1Balance(publishable.apiHeaders);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/publishable key/);
  });
});

describe('/api/developers/balance', () => {
  it('shows both modes and the newest movements first', async () => {
    await addTestFunds(1_000);
    await addTestFunds(2_500);
    const response = await overview();
    expect(response.statusCode).toBe(200);
    const body = DeveloperBalanceResponse.parse(response.json());
    expect(body.balances.map((b) => [b.mode, b.availableCents])).toEqual([
      ['test', 3_500],
      ['live', 0],
    ]);
    expect(body.entries.map((e) => [e.amountCents, e.balanceAfterCents, e.reason])).toEqual([
      [2_500, 3_500, 'test_funds'],
      [1_000, 1_000, 'test_funds'],
    ]);
  });

  it('takes only the account’s session: no token and an API key are 401', async () => {
    expect((await overview({})).statusCode).toBe(401);
    expect((await overview(alice.apiHeaders)).statusCode).toBe(401);
    expect((await addTestFunds(1_000, alice.apiHeaders)).statusCode).toBe(401);
  });

  it('refuses amounts out of range with per-field errors', async () => {
    const small = await addTestFunds(999);
    expect(small.statusCode).toBe(400);
    expect(small.json().errors).toEqual({ amountCents: 'Top up at least $10.' });
    const large = await topUp(10_000_001);
    expect(large.json().errors).toEqual({ amountCents: 'Top up at most $100,000.' });
    const fractional = await addTestFunds(1_000.5);
    expect(Object.keys(fractional.json().errors)).toEqual(['amountCents']);
  });

  it('limits test funds to 20 an hour per account', async () => {
    for (let n = 0; n < 20; n++) expect((await addTestFunds(1_000)).statusCode).toBe(200);
    const limited = await addTestFunds(1_000);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Per account: another account's funds are not held back.
    const bob = await apiAccount(ctx, 'bob');
    expect((await addTestFunds(1_000, bob.headers)).statusCode).toBe(200);
    expect((await v1Balance(alice.apiHeaders)).json().availableCents).toBe(20_000);
  });

  it('sets and clears the low-balance threshold per mode, validating it', async () => {
    const set = await send(
      'PUT',
      '/api/developers/balance/threshold',
      { mode: 'live', lowBalanceThresholdCents: 2_000 },
      alice.headers,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ mode: 'live', lowBalanceThresholdCents: 2_000 });
    const live = await anotherApiKey(ctx, alice.userId, { mode: 'live' });
    expect((await v1Balance(live.apiHeaders)).json().lowBalanceThresholdCents).toBe(2_000);
    expect((await v1Balance(alice.apiHeaders)).json().lowBalanceThresholdCents).toBeNull();
    const cleared = await send(
      'PUT',
      '/api/developers/balance/threshold',
      { mode: 'live', lowBalanceThresholdCents: null },
      alice.headers,
    );
    expect(cleared.json().lowBalanceThresholdCents).toBeNull();
    const invalid = await send(
      'PUT',
      '/api/developers/balance/threshold',
      { mode: 'sandbox', lowBalanceThresholdCents: -5 },
      alice.headers,
    );
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['lowBalanceThresholdCents', 'mode']);
  });
});

describe('a live top-up', () => {
  it('opens a checkout for the amount that returns to the dashboard’s balance', async () => {
    const sessionId = await startTopUp(2_500);
    const session = provider.sessions.get(sessionId);
    expect(session?.request).toMatchObject({
      mode: 'payment',
      currency: 'USD',
      customerEmail: 'alice@example.com',
      lines: [{ name: 'NetZero Market API balance top-up', quantity: 1, unitAmountCents: 2_500 }],
      successUrl: 'http://localhost:8080/Admin?developers=balance&topUp={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:8080/Admin?developers=balance&topUp=cancelled',
      metadata: { kind: 'api-top-up' },
    });
    const [row] = await ctx.db.select().from(apiTopUps);
    expect(row).toMatchObject({
      userId: alice.userId,
      amountCents: 2_500,
      status: 'PENDING',
      providerSessionId: sessionId,
    });
    const pending = await confirm(sessionId);
    expect(pending.json()).toMatchObject({ status: 'PENDING', balance: { availableCents: 0 } });
  });

  it('credits the live balance once when the webhook is replayed in parallel with confirm calls', async () => {
    const sessionId = await startTopUp(2_500);
    const paid = provider.pay(sessionId);
    const replies = await Promise.all([
      deliverFakeEvent(ctx, paid),
      confirm(sessionId),
      deliverFakeEvent(ctx, { ...paid, id: `${paid.id}-again` }),
      confirm(sessionId),
      deliverFakeEvent(ctx, paid),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(replies[1]?.json()).toMatchObject({ status: 'PAID', amountCents: 2_500 });
    const entries = await ctx.db
      .select()
      .from(apiBalanceEntries)
      .where(eq(apiBalanceEntries.userId, alice.userId));
    expect(entries.map((e) => [e.mode, e.amountCents, e.reason])).toEqual([
      ['live', 2_500, 'top_up'],
    ]);
    const live = await anotherApiKey(ctx, alice.userId, { mode: 'live' });
    expect((await v1Balance(live.apiHeaders)).json().availableCents).toBe(2_500);
    expect((await confirm(sessionId)).json()).toMatchObject({
      status: 'PAID',
      balance: { mode: 'live', availableCents: 2_500 },
    });
  });

  it('shows another account’s top-up to nobody but its owner', async () => {
    const sessionId = await startTopUp(2_500);
    provider.pay(sessionId);
    const bob = await apiAccount(ctx, 'bob');
    const byBob = await confirm(sessionId, bob.headers);
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json().message).toMatch(/no top-up/);
    expect((await confirm('cs_unknown')).statusCode).toBe(404);
    expect((await ctx.db.select().from(apiBalanceEntries)).length).toBe(0);
  });

  it('expires with its session, and is credited even if paid after that', async () => {
    const sessionId = await startTopUp(3_000);
    const expired = provider.expire(sessionId);
    expect((await deliverFakeEvent(ctx, expired)).statusCode).toBe(200);
    expect((await ctx.db.select().from(apiTopUps))[0]?.status).toBe('EXPIRED');
    // Money is never lost: a payment the provider took anyway is credited.
    expect((await deliverFakeEvent(ctx, provider.pay(sessionId))).statusCode).toBe(200);
    expect((await ctx.db.select().from(apiTopUps))[0]?.status).toBe('PAID');
    expect((await confirm(sessionId)).json().balance.availableCents).toBe(3_000);
  });

  it('is settled by the sweeper when no webhook came: paid credited, unpaid expired', async () => {
    const paidSession = await startTopUp(2_000);
    const lostSession = await startTopUp(4_000);
    const openSession = await startTopUp(5_000);
    provider.pay(paidSession);
    provider.expire(lostSession);
    await sweepOnce(ctx.sweepTasks, ctx.clock);
    expect((await ctx.db.select().from(apiTopUps)).every((t) => t.status === 'PENDING')).toBe(true);
    ctx.clock.advance(ctx.config.reservationTtlMs + 1);
    provider.unreachable = true;
    await sweepOnce(ctx.sweepTasks, ctx.clock);
    expect((await ctx.db.select().from(apiTopUps)).every((t) => t.status === 'PENDING')).toBe(true);
    provider.unreachable = false;
    await sweepOnce(ctx.sweepTasks, ctx.clock);
    const statuses = Object.fromEntries(
      (await ctx.db.select().from(apiTopUps)).map((t) => [t.providerSessionId, t.status]),
    );
    // The open session is still taking payment at the provider: asked again next sweep.
    expect(statuses).toEqual({
      [paidSession]: 'PAID',
      [lostSession]: 'EXPIRED',
      [openSession]: 'PENDING',
    });
    expect((await overview()).json().balances[1].availableCents).toBe(2_000);
  });
});
