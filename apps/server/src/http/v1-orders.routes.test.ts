import { V1Order, V1OrderList, WebhookEvent } from '@netzero/contract';
import type { ApiMode } from '@netzero/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditBalance, readBalance } from '../persistence/api-balance-ledger.js';
import { queryRows } from '../persistence/database.js';
import {
  apiEstimates,
  apiTestRetirements,
  certificates,
  creditIssuances,
  creditRetirements,
  jobs,
  orders,
  products,
  webhookEndpoints,
  webhookEvents,
} from '../persistence/schema.js';
import { API_ORDER_DRAFT_TTL_MS } from '../services/developers/api-order.service.js';
import { type ApiAccount, anotherApiKey, apiAccount } from '../test-support/api-keys.js';
import { signedInOperator } from '../test-support/operator-session.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

// Product 4 is the seed's cheapest (900 cents, 30,000 t, vintage 2024); product 1 costs 1,400.
const CHEAPEST = 4;

const fund = (account: { userId: number }, mode: ApiMode, amountCents: number) =>
  creditBalance(
    ctx.db,
    {
      userId: account.userId,
      mode,
      amountCents,
      reason: mode === 'test' ? 'test_funds' : 'top_up',
    },
    ctx.clock.now(),
  );

const post = (account: ApiAccount, url: string, payload?: object, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...account.apiHeaders, ...(key && { 'idempotency-key': key }) },
    ...(payload && { payload }),
  });

const get = (account: ApiAccount, url: string) =>
  ctx.app.inject({ url, headers: account.apiHeaders });

async function stockOf(productId: number) {
  const [row] = await ctx.db
    .select({ available: products.availableTonnes, nextSerial: products.nextSerial })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

const count = async (table: 'api_orders' | 'credit_retirements' | 'orders' | 'certificates') =>
  Number(
    (await queryRows<{ n: string }>(ctx.db, sql.raw(`select count(*) as n from ${table}`)))[0]?.n,
  );

async function account(name: string, mode: ApiMode, cents = 1_000_000) {
  const created = await apiAccount(ctx, name, { mode });
  if (cents > 0) await fund(created, mode, cents);
  return created;
}

describe('POST /v1/orders', () => {
  it('answers 401 without a key, 401 for a session token and 403 for a publishable key', async () => {
    const alice = await apiAccount(ctx, 'alice');
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/v1/orders',
      payload: { tonnes: 1 },
    });
    expect(none.statusCode).toBe(401);
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: alice.headers,
      payload: { tonnes: 1 },
    });
    expect(session.statusCode).toBe(401);
    const publishable = await anotherApiKey(ctx, alice.userId, { kind: 'publishable' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: publishable.apiHeaders,
      payload: { tonnes: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect(await count('api_orders')).toBe(0);
  });

  it('validates the body with per-field errors', async () => {
    const alice = await account('alice', 'test');
    const both = await post(alice, '/v1/orders', { tonnes: 1, amountCents: 900 });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.tonnes).toContain('exactly one of');
    const zero = await post(alice, '/v1/orders', { tonnes: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.tonnes).toBe('tonnes must be at least 1.');
  });

  it('places a test order on the test balance: no real stock, no real ledger, a test certificate', async () => {
    const alice = await account('alice', 'test', 10_000);
    const before = await stockOf(CHEAPEST);
    const answer = await post(alice, '/v1/orders', { tonnes: 3, beneficiary: 'Acme Travel' });
    expect(answer.statusCode).toBe(201);
    const order = V1Order.parse(answer.json());
    expect(order).toMatchObject({
      mode: 'test',
      state: 'placed',
      projectId: CHEAPEST,
      tonnes: 3,
      unitPriceCents: 900,
      amountCents: 2700,
      currency: 'USD',
      beneficiary: 'Acme Travel',
      certificateUrl: null,
      serialRanges: [],
    });
    expect((await readBalance(ctx.db, alice.userId, 'test')).availableCents).toBe(7300);
    expect((await readBalance(ctx.db, alice.userId, 'live')).availableCents).toBe(0);

    await ctx.runJobs();
    const fulfilled = V1Order.parse((await get(alice, `/v1/orders/${order.id}`)).json());
    expect(fulfilled.state).toBe('fulfilled');
    expect(fulfilled.fulfilledAt).not.toBeNull();
    expect(fulfilled.serialRanges).toEqual([
      { first: 1, last: 3, registrySerialBlock: '', vintage: 2024 },
    ]);
    expect(fulfilled.certificateUrl).toMatch(
      /^http:\/\/localhost:8080\/certificates\/TEST-[A-Za-z0-9_-]{22}$/,
    );
    // The real stock, serial counter and ledger are untouched.
    expect(await stockOf(CHEAPEST)).toEqual(before);
    expect(await count('credit_retirements')).toBe(0);
    expect(await count('orders')).toBe(0);
    const page = await ctx.app.inject({
      url: new URL(fulfilled.certificateUrl ?? '').pathname,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test mode: no credits were retired');
    expect(page.body).toContain('Acme Travel');

    // The test ledger goes on where the last test order ended.
    await post(alice, '/v1/orders', { tonnes: 2 });
    await ctx.runJobs();
    const ranges = await ctx.db
      .select({ first: apiTestRetirements.firstSerial, last: apiTestRetirements.lastSerial })
      .from(apiTestRetirements)
      .orderBy(apiTestRetirements.id);
    expect(ranges).toEqual([
      { first: 1, last: 3 },
      { first: 4, last: 5 },
    ]);
  });

  it('places and fulfils a live order from real stock, like a paid shop order', async () => {
    const alice = await account('alice', 'live', 10_000);
    const before = await stockOf(CHEAPEST);
    const shown = async () =>
      (await ctx.app.inject({ url: `/api/products/${CHEAPEST}` })).json().availableTonnes;
    expect(await shown()).toBe(before?.available);
    const answer = await post(alice, '/v1/orders', { tonnes: 4 });
    expect(answer.statusCode).toBe(201);
    const order = V1Order.parse(answer.json());
    expect((await stockOf(CHEAPEST))?.available).toBe((before?.available ?? 0) - 4);
    // The catalogue this server shows drops its snapshot at once.
    expect(await shown()).toBe((before?.available ?? 0) - 4);
    expect((await readBalance(ctx.db, alice.userId, 'live')).availableCents).toBe(10_000 - 3600);

    expect(await ctx.runJobs()).toBe(1);
    const fulfilled = V1Order.parse((await get(alice, `/v1/orders/${order.id}`)).json());
    expect(fulfilled.state).toBe('fulfilled');
    expect(fulfilled.serialRanges).toEqual([
      { first: 1, last: 4, registrySerialBlock: expect.any(String), vintage: 2024 },
    ]);
    expect(fulfilled.serialRanges[0]?.registrySerialBlock).not.toBe('');
    const [shop] = await ctx.db.select().from(orders);
    expect(shop).toMatchObject({
      kind: 'api',
      provider: 'balance',
      status: 'PAID',
      userId: alice.userId,
      email: 'alice@example.com',
      receiptName: 'alice',
      totalCents: 3600,
    });
    const [certificate] = await ctx.db.select().from(certificates);
    expect(certificate?.recipientName).toBe('alice');
    expect(fulfilled.certificateUrl).toBe(`http://localhost:8080/certificates/${certificate?.id}`);
    const page = await ctx.app.inject({ url: `/certificates/${certificate?.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Test mode');
    // The operators' console lists it with its kind.
    const listed = await ctx.services.opsOrders.list({}, { limit: 10, offset: 0 });
    expect(listed.items.map((item) => [item.kind, item.status])).toEqual([['api', 'PAID']]);
    const operator = await signedInOperator(ctx);
    const detail = await ctx.app.inject({
      url: `/api/ops/orders/${shop?.id}`,
      headers: operator.headers,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ kind: 'api', provider: 'balance' });
    // Paid from the balance, not a provider: the console's refund would fail at the provider.
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/ops/orders/${shop?.id}/refund`,
      headers: operator.headers,
      payload: { reason: 'Asked' },
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toContain('placed through the public API');

    // A second delivery of the job changes nothing (at-least-once queue).
    await ctx.services.apiOrders.fulfil(order.id);
    expect(await count('certificates')).toBe(1);
    expect(await count('credit_retirements')).toBe(1);
  });

  it('takes live serials only from blocks of the vintage asked for', async () => {
    const alice = await account('alice', 'live');
    await ctx.db.insert(creditIssuances).values({
      productId: 1,
      vintage: 2019,
      registrySerialBlock: 'VCS-2019-A',
      firstSerial: 90_001,
      lastSerial: 90_005,
      quantity: 5,
    });
    await ctx.db
      .update(products)
      .set({ availableTonnes: sql`${products.availableTonnes} + 5` })
      .where(eq(products.id, 1));
    const tooMany = await post(alice, '/v1/orders', { tonnes: 6, vintage: 2019 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain('6 tonnes of vintage 2019');

    const answer = await post(alice, '/v1/orders', { tonnes: 3, vintage: 2019 });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ projectId: 1, vintage: 2019 });
    // Two tonnes of 2019 are left: the held three count.
    expect((await post(alice, '/v1/orders', { tonnes: 3, vintage: 2019 })).statusCode).toBe(409);
    await ctx.runJobs();
    const order = V1Order.parse((await get(alice, `/v1/orders/${answer.json().id}`)).json());
    expect(order.serialRanges).toEqual([
      { first: 90_001, last: 90_003, registrySerialBlock: 'VCS-2019-A', vintage: 2019 },
    ]);
  });

  it('checks a test vintage against the issued credits, never the live stock', async () => {
    const alice = await account('alice', 'test');
    const before = await stockOf(1);
    expect((await post(alice, '/v1/orders', { tonnes: 1, vintage: 2019 })).statusCode).toBe(409);
    const ordered = await post(alice, '/v1/orders', { tonnes: 2, vintage: 2023, projectId: 1 });
    expect(ordered.statusCode).toBe(201);
    expect(await stockOf(1)).toEqual(before);
  });

  it('buys the most whole tonnes a budget pays for, and says the minimum when it buys none', async () => {
    const alice = await account('alice', 'test');
    const answer = await post(alice, '/v1/orders', { amountCents: 2_000 });
    expect(answer.json()).toMatchObject({ projectId: CHEAPEST, tonnes: 2, amountCents: 1_800 });
    const chosen = await post(alice, '/v1/orders', { amountCents: 2_900, projectId: 1 });
    expect(chosen.json()).toMatchObject({ projectId: 1, tonnes: 2, amountCents: 2_800 });
    const tooSmall = await post(alice, '/v1/orders', { amountCents: 899 });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().errors.amountCents).toBe(
      'amountCents must be at least 900 to buy one tonne.',
    );
    expect(tooSmall.json().message).toBe(
      'amountCents buys no whole tonne: the minimum is 900 cents (USD), the price of one tonne.',
    );
  });

  it("buys an estimate's tonnes, only of the key's own account and mode", async () => {
    const alice = await account('alice', 'test');
    const bob = await account('bob', 'test');
    const estimate = (userId: number, mode: ApiMode, id: string) =>
      ctx.db
        .insert(apiEstimates)
        .values({ id, userId, mode, lines: [], totalGrams: 2_300_000, createdAt: ctx.clock.now() });
    await estimate(alice.userId, 'test', 'est_aaaaaaaaaaaaaaaaaaaaaaaa');
    await estimate(alice.userId, 'live', 'est_bbbbbbbbbbbbbbbbbbbbbbbb');
    const ordered = await post(alice, '/v1/orders', { estimateId: 'est_aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(ordered.statusCode).toBe(201);
    expect(ordered.json()).toMatchObject({ tonnes: 3, estimateId: 'est_aaaaaaaaaaaaaaaaaaaaaaaa' });
    for (const [who, id] of [
      [alice, 'est_bbbbbbbbbbbbbbbbbbbbbbbb'],
      [bob, 'est_aaaaaaaaaaaaaaaaaaaaaaaa'],
    ] as const) {
      const refused = await post(who, '/v1/orders', { estimateId: id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.estimateId).toContain('No estimate with this id');
    }
  });

  it('answers 402 with the amounts when the balance is short, and changes nothing', async () => {
    const alice = await account('alice', 'live', 1_000);
    const before = await stockOf(CHEAPEST);
    const answer = await post(alice, '/v1/orders', { tonnes: 2 });
    expect(answer.statusCode).toBe(402);
    expect(answer.json().message).toBe(
      'Your live balance is too low: this order costs 1800 cents and 1000 cents are available. Top up your balance under Developers in your dashboard.',
    );
    expect(await stockOf(CHEAPEST)).toEqual(before);
    expect(await count('api_orders')).toBe(0);
    expect((await readBalance(ctx.db, alice.userId, 'live')).availableCents).toBe(1_000);
    expect(await ctx.db.select().from(jobs)).toEqual([]);
    expect(await ctx.db.select().from(webhookEvents)).toEqual([]);
  });

  it('answers 400 for a project that is not published', async () => {
    const alice = await account('alice', 'test');
    await ctx.db.update(products).set({ published: false }).where(eq(products.id, 2));
    const answer = await post(alice, '/v1/orders', { tonnes: 1, projectId: 2 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.projectId).toBe('No published project with this id.');
  });
});

describe('drafts, place and cancel', () => {
  it('holds live stock for a draft, places it once, and cancels it with a refund', async () => {
    const alice = await account('alice', 'live', 10_000);
    const before = (await stockOf(CHEAPEST))?.available ?? 0;
    const draft = V1Order.parse(
      (await post(alice, '/v1/orders', { tonnes: 2, state: 'draft' })).json(),
    );
    expect(draft.state).toBe('draft');
    expect(draft.draftExpiresAt).toBe(
      new Date(ctx.clock.now().getTime() + API_ORDER_DRAFT_TTL_MS).toISOString(),
    );
    expect((await stockOf(CHEAPEST))?.available).toBe(before - 2);
    expect((await readBalance(ctx.db, alice.userId, 'live')).availableCents).toBe(10_000);

    const placed = await post(alice, `/v1/orders/${draft.id}/place`);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ state: 'placed', draftExpiresAt: null });
    expect((await readBalance(ctx.db, alice.userId, 'live')).availableCents).toBe(8_200);
    const again = await post(alice, `/v1/orders/${draft.id}/place`);
    expect(again.json().state).toBe('placed');
    expect((await readBalance(ctx.db, alice.userId, 'live')).availableCents).toBe(8_200);

    const cancelled = await post(alice, `/v1/orders/${draft.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
    expect((await readBalance(ctx.db, alice.userId, 'live')).availableCents).toBe(10_000);
    expect((await stockOf(CHEAPEST))?.available).toBe(before);
    expect((await post(alice, `/v1/orders/${draft.id}/cancel`)).json().state).toBe('cancelled');
    const refused = await post(alice, `/v1/orders/${draft.id}/place`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order is cancelled: only a draft can be placed.');
    // The fulfilment job finds it cancelled and does nothing.
    await ctx.runJobs();
    expect(await count('orders')).toBe(0);
    const types = await ctx.db.select({ type: webhookEvents.type }).from(webhookEvents);
    expect(types.map((row) => row.type).sort()).toEqual(['order.cancelled', 'order.placed']);
  });

  it('answers 402 when placing a draft the balance cannot pay, leaving it a draft', async () => {
    const alice = await account('alice', 'test', 100);
    const draft = (await post(alice, '/v1/orders', { tonnes: 1, state: 'draft' })).json();
    const answer = await post(alice, `/v1/orders/${draft.id}/place`);
    expect(answer.statusCode).toBe(402);
    expect(answer.json().message).toContain('costs 900 cents and 100 cents are available');
    expect((await get(alice, `/v1/orders/${draft.id}`)).json().state).toBe('draft');
  });

  it('refuses to cancel a fulfilled order', async () => {
    const alice = await account('alice', 'test');
    const order = (await post(alice, '/v1/orders', { tonnes: 1 })).json();
    await ctx.runJobs();
    const answer = await post(alice, `/v1/orders/${order.id}/cancel`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'This order is fulfilled: its credits are retired and it cannot be cancelled.',
    );
    expect((await post(alice, `/v1/orders/${order.id}/place`)).json().state).toBe('fulfilled');
  });

  it('expires drafts after 15 minutes: cancelled, stock back, order.cancelled', async () => {
    const alice = await account('alice', 'live');
    const before = (await stockOf(CHEAPEST))?.available ?? 0;
    const draft = (await post(alice, '/v1/orders', { tonnes: 5, state: 'draft' })).json();
    ctx.clock.advance(API_ORDER_DRAFT_TTL_MS);
    // Due but not swept yet: it can no longer be placed.
    expect((await post(alice, `/v1/orders/${draft.id}/place`)).statusCode).toBe(409);
    for (const task of ctx.sweepTasks) await task(ctx.clock.now());
    const expired = (await get(alice, `/v1/orders/${draft.id}`)).json();
    expect(expired).toMatchObject({ state: 'cancelled', draftExpiresAt: null });
    expect((await stockOf(CHEAPEST))?.available).toBe(before);
    const [event] = await ctx.db.select().from(webhookEvents);
    const body = WebhookEvent.parse(event?.body);
    expect(body).toMatchObject({ type: 'order.cancelled', data: { object: { id: draft.id } } });
  });

  it('answers 404 for an order of another account or mode', async () => {
    const alice = await account('alice', 'test');
    const bob = await account('bob', 'test');
    const order = (await post(alice, '/v1/orders', { tonnes: 1 })).json();
    const aliceLive = await anotherApiKey(ctx, alice.userId, { mode: 'live' });
    const live = { ...alice, ...aliceLive };
    for (const who of [bob, live]) {
      expect((await get(who, `/v1/orders/${order.id}`)).statusCode).toBe(404);
      expect((await post(who, `/v1/orders/${order.id}/cancel`)).statusCode).toBe(404);
      expect((await post(who, `/v1/orders/${order.id}/place`)).statusCode).toBe(404);
      expect(V1OrderList.parse((await get(who, '/v1/orders')).json()).data).toEqual([]);
    }
  });
});

describe('the API reference', () => {
  it('documents every /v1/orders operation with its id, tag and key security', async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    type Operation = { operationId: string; tags: string[]; security: unknown };
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>)
      .filter(([path]) => path.startsWith('/v1/orders'))
      .flatMap(([, methods]) => Object.values(methods));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual([
      'cancelOrder',
      'createOrder',
      'getOrder',
      'listOrders',
      'placeOrder',
    ]);
    for (const operation of operations) {
      expect(operation.tags).toEqual(['Orders']);
      expect(operation.security).toEqual([{ apiKey: [] }]);
    }
  });
});

describe('GET /v1/orders', () => {
  it('pages newest first with a cursor', async () => {
    const alice = await account('alice', 'test');
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) {
      ids.push((await post(alice, '/v1/orders', { tonnes: 1 })).json().id);
      ctx.clock.advance(1000);
    }
    const first = V1OrderList.parse((await get(alice, '/v1/orders?limit=2')).json());
    expect(first.data.map((order) => order.id)).toEqual([ids[4], ids[3]]);
    expect(first).toMatchObject({ hasMore: true, nextCursor: ids[3] });
    const second = V1OrderList.parse(
      (await get(alice, `/v1/orders?limit=2&startingAfter=${first.nextCursor}`)).json(),
    );
    expect(second.data.map((order) => order.id)).toEqual([ids[2], ids[1]]);
    const last = V1OrderList.parse(
      (await get(alice, `/v1/orders?limit=2&startingAfter=${second.nextCursor}`)).json(),
    );
    expect(last).toMatchObject({ hasMore: false, nextCursor: null });
    expect(last.data.map((order) => order.id)).toEqual([ids[0]]);
    expect((await get(alice, '/v1/orders?limit=101')).statusCode).toBe(400);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retried order with the same order, and 409 for another body', async () => {
    const alice = await account('alice', 'test');
    const first = await post(alice, '/v1/orders', { tonnes: 2 }, 'order-1');
    const retried = await post(alice, '/v1/orders', { tonnes: 2 }, 'order-1');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.json()).toEqual(first.json());
    const other = await post(alice, '/v1/orders', { tonnes: 3 }, 'order-1');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain('already used with another request');
    expect(await count('api_orders')).toBe(1);
    // Keys are per account and mode.
    const bob = await account('bob', 'test');
    expect((await post(bob, '/v1/orders', { tonnes: 3 }, 'order-1')).statusCode).toBe(201);
    const bad = await post(alice, '/v1/orders', { tonnes: 2 }, 'has space');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['Idempotency-Key']).toContain('printable ASCII');
  });

  it('makes exactly one order of ten concurrent requests with one key', async () => {
    const alice = await account('alice', 'live');
    const before = (await stockOf(CHEAPEST))?.available ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(alice, '/v1/orders', { tonnes: 1 }, 'same')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await count('api_orders')).toBe(1);
    expect((await stockOf(CHEAPEST))?.available).toBe(before - 1);
    expect((await readBalance(ctx.db, alice.userId, 'live')).availableCents).toBe(1_000_000 - 900);
  });

  it('keeps no key for a failed order, so a retry after a top-up goes through', async () => {
    const alice = await account('alice', 'test', 0);
    expect((await post(alice, '/v1/orders', { tonnes: 1 }, 'k')).statusCode).toBe(402);
    await fund(alice, 'test', 900);
    expect((await post(alice, '/v1/orders', { tonnes: 1 }, 'k')).statusCode).toBe(201);
  });

  it('replays place and cancel, and forgets keys after 24 hours', async () => {
    const alice = await account('alice', 'test');
    const draft = (await post(alice, '/v1/orders', { tonnes: 1, state: 'draft' })).json();
    const placed = await post(alice, `/v1/orders/${draft.id}/place`, undefined, 'p');
    expect(placed.statusCode).toBe(200);
    const replayed = await post(alice, `/v1/orders/${draft.id}/place`, undefined, 'p');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(placed.json());
    expect((await post(alice, `/v1/orders/${draft.id}/cancel`, undefined, 'p')).statusCode).toBe(
      409,
    );
    ctx.clock.advance(24 * 60 * 60_000 + 1);
    for (const task of ctx.sweepTasks) await task(ctx.clock.now());
    const reused = await post(alice, `/v1/orders/${draft.id}/cancel`, undefined, 'p');
    expect(reused.statusCode).toBe(200);
    expect(reused.json().state).toBe('cancelled');
  });
});

describe('events', () => {
  it('records order.placed and order.fulfilled with the V1Order body, and queues deliveries', async () => {
    const alice = await account('alice', 'test');
    await ctx.db.insert(webhookEndpoints).values({
      id: 'we_aaaaaaaaaaaaaaaaaaaaaaaa',
      userId: alice.userId,
      mode: 'test',
      url: 'https://example.com/hook',
      events: ['order.placed', 'order.fulfilled'],
      secret: 'whsec_test',
    });
    const order = (await post(alice, '/v1/orders', { tonnes: 1 })).json();
    const deliveries = () =>
      ctx.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'deliver-webhook'));
    expect(await deliveries()).toHaveLength(1);
    // Fulfil it directly: the delivery jobs belong to the webhook worker.
    await ctx.services.apiOrders.fulfil(order.id);
    const events = await ctx.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.userId, alice.userId), eq(webhookEvents.mode, 'test')))
      .orderBy(webhookEvents.createdAt);
    const bodies = events.map((event) => WebhookEvent.parse(event.body));
    expect(bodies.map((body) => [body.type, body.data.object])).toEqual([
      ['order.placed', expect.objectContaining({ id: order.id, state: 'placed' })],
      ['order.fulfilled', expect.objectContaining({ id: order.id, state: 'fulfilled' })],
    ]);
    expect(await deliveries()).toHaveLength(2);
    expect(await ctx.db.select().from(creditRetirements)).toEqual([]);
  });
});
