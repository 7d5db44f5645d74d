import type { AddressInfo } from 'node:net';
import { NetZero, NetZeroError, type NetZeroOptions } from '@netzero/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiAccount, anotherApiKey, apiAccount } from '../test-support/api-keys.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// The SDK over real HTTP against the real server (listening on a free port): what a developer's
// code does, from the catalogue to a fulfilled order. Waits between retries move the server's
// clock instead of sleeping, so a 429's reset passes at once.
let ctx: TestApp;
let baseUrl: string;
let dev: ApiAccount;

const TEST_FUNDS_CENTS = 100_000;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  await ctx.reset();
  dev = await apiAccount(ctx, 'dev', { mode: 'test' });
  // Test orders draw on the test balance: the dashboard's "add test funds", as a developer does.
  const funded = await ctx.app.inject({
    method: 'POST',
    url: '/api/developers/balance/test-funds',
    headers: dev.headers,
    payload: { amountCents: TEST_FUNDS_CENTS },
  });
  expect(funded.statusCode, funded.body).toBe(200);
});
afterAll(() => ctx.close());

const sleeps: number[] = [];
function sdk(apiKey: string, options: Partial<NetZeroOptions> = {}): NetZero {
  return new NetZero({
    apiKey,
    baseUrl,
    sleep: async (ms) => {
      sleeps.push(ms);
      ctx.clock.advance(ms);
    },
    ...options,
  });
}

async function failure(promise: Promise<unknown>): Promise<NetZeroError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(NetZeroError);
  return error as NetZeroError;
}

const FLIGHT_AND_HOTEL = [
  { type: 'flight' as const, km: 5_570, from: 'London', to: 'New York' },
  { type: 'hotel' as const, nights: 3, stars: 4 },
];

describe('the SDK against the server', () => {
  it('reads the catalogue, page by page and one project at a time', async () => {
    const netzero = sdk(dev.key);
    const page = await netzero.projects.list();
    expect(page.data.length).toBeGreaterThan(0);
    const all = [];
    for await (const project of netzero.projects.listAll({ limit: 1 })) all.push(project);
    expect(all.map((project) => project.id)).toEqual(page.data.map((project) => project.id));
    const first = page.data[0];
    if (!first) throw new Error('the seeded catalogue is empty');
    expect(await netzero.projects.get(first.id)).toEqual(first);
    expect(await failure(netzero.projects.get(2_000_000))).toMatchObject({ status: 404 });
  });

  it('estimates a flight and a hotel stay, and reads the estimate back', async () => {
    const netzero = sdk(dev.key);
    const estimate = await netzero.estimates.create({ lines: FLIGHT_AND_HOTEL });
    expect(estimate.lines.map((line) => line.input.type)).toEqual(['flight', 'hotel']);
    expect(estimate.lines.every((line) => line.tonnes > 0 && line.factors.length > 0)).toBe(true);
    expect(estimate.totalGrams).toBe(estimate.lines.reduce((sum, line) => sum + line.grams, 0));
    expect(estimate.tonnesToOffset).toBe(Math.max(1, Math.ceil(estimate.totalTonnes)));
    expect(await netzero.estimates.get(estimate.id)).toEqual(estimate);
  });

  it('gives the server’s per-field errors, with no retry', async () => {
    const before = sleeps.length;
    const error = await failure(
      sdk(dev.key).estimates.create({ lines: [{ type: 'hotel', nights: 2, stars: 6 }] }),
    );
    expect(error.kind).toBe('api');
    expect(error.status).toBe(400);
    expect(Object.values(error.errors)).toContain('stars must be a whole number from 1 to 5.');
    expect(sleeps.length).toBe(before);
  });

  it('retries an order whose answer was lost with the same Idempotency-Key: one order', async () => {
    const estimate = await sdk(dev.key).estimates.create({ lines: FLIGHT_AND_HOTEL });
    // The first POST reaches the server, but its answer is lost on the way back.
    let lost = 0;
    const flaky: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === 'POST' && lost++ === 0) throw new TypeError('socket hang up');
      return response;
    };
    const netzero = sdk(dev.key, { fetch: flaky });
    const order = await netzero.orders.create({ estimateId: estimate.id, beneficiary: 'Acme Ltd' });
    expect(lost).toBe(2);
    expect(order).toMatchObject({
      state: 'placed',
      mode: 'test',
      estimateId: estimate.id,
      tonnes: estimate.tonnesToOffset,
      beneficiary: 'Acme Ltd',
    });
    const listed = await netzero.orders.list();
    expect(listed.data.map((each) => each.id)).toEqual([order.id]);

    // The caller's own key: the same key and body answer the same order, another body is 409.
    const body = { estimateId: estimate.id, beneficiary: 'Acme Ltd' };
    const again = await netzero.orders.create(body, { idempotencyKey: 'checkout-7' });
    expect(await netzero.orders.create(body, { idempotencyKey: 'checkout-7' })).toEqual(again);
    const reused = await failure(
      netzero.orders.create({ tonnes: 1 }, { idempotencyKey: 'checkout-7' }),
    );
    expect(reused.status).toBe(409);
    expect((await netzero.orders.list()).data).toHaveLength(2);
  });

  it('sees a placed order fulfilled, with its certificate and serial ranges', async () => {
    const netzero = sdk(dev.key);
    const placed = await netzero.orders.create({ tonnes: 2 });
    await ctx.runJobs();
    const fulfilled = await netzero.orders.get(placed.id);
    expect(fulfilled.state).toBe('fulfilled');
    expect(fulfilled.certificateUrl).toEqual(expect.any(String));
    const retired = fulfilled.serialRanges.reduce(
      (sum, range) => sum + range.last - range.first + 1,
      0,
    );
    expect(retired).toBe(2);
  });

  it('pages through every order, newest first', async () => {
    const netzero = sdk(dev.key);
    const made = [];
    // A second apart: orders of one instant have no "newest" (the test clock stands still).
    for (let index = 0; index < 5; index++) {
      made.push(await netzero.orders.create({ tonnes: 1 }));
      ctx.clock.advance(1000);
    }
    const first = await netzero.orders.list({ limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const all = [];
    for await (const order of netzero.orders.listAll({ limit: 2 })) all.push(order.id);
    expect(all).toEqual(made.map((order) => order.id).reverse());
  });

  it('reads the balance of the key’s mode, charged by a placed order and refunded by its cancel', async () => {
    const netzero = sdk(dev.key);
    expect(await netzero.balance.get()).toMatchObject({
      object: 'balance',
      mode: 'test',
      availableCents: TEST_FUNDS_CENTS,
    });
    const order = await netzero.orders.create({ tonnes: 2 });
    expect((await netzero.balance.get()).availableCents).toBe(TEST_FUNDS_CENTS - order.amountCents);
    await netzero.orders.cancel(order.id);
    expect((await netzero.balance.get()).availableCents).toBe(TEST_FUNDS_CENTS);
    const live = await anotherApiKey(ctx, dev.userId, { mode: 'live' });
    expect(await sdk(live.key).balance.get()).toMatchObject({ mode: 'live', availableCents: 0 });
  });

  it('says 402 when the live balance cannot pay, with no retry', async () => {
    const live = await anotherApiKey(ctx, dev.userId, { mode: 'live' });
    const before = sleeps.length;
    const error = await failure(sdk(live.key).orders.create({ tonnes: 1 }));
    expect(error).toMatchObject({ kind: 'api', status: 402 });
    expect(error.message.length).toBeGreaterThan(0);
    expect(sleeps.length).toBe(before);
  });

  it('cancels a draft, and refuses to cancel a fulfilled order', async () => {
    const netzero = sdk(dev.key);
    const draft = await netzero.orders.create({ tonnes: 1, state: 'draft' });
    expect(draft.state).toBe('draft');
    const cancelled = await netzero.orders.cancel(draft.id);
    expect(cancelled).toMatchObject({ id: draft.id, state: 'cancelled' });
    const placed = await netzero.orders.create({ tonnes: 1 });
    await ctx.runJobs();
    const refused = await failure(netzero.orders.cancel(placed.id));
    expect(refused).toMatchObject({ kind: 'api', status: 409 });
  });

  it('places a draft', async () => {
    const netzero = sdk(dev.key);
    const draft = await netzero.orders.create({ tonnes: 1, state: 'draft' });
    expect((await netzero.orders.place(draft.id)).state).toBe('placed');
  });

  it('says why a key is refused: an unknown key is 401, a publishable key cannot order', async () => {
    const unknown = await failure(sdk('nzk_test_00000000000000000000000000000000').balance.get());
    expect(unknown).toMatchObject({ kind: 'api', status: 401 });
    expect(unknown.message.length).toBeGreaterThan(0);
    const publishable = await anotherApiKey(ctx, dev.userId, { kind: 'publishable' });
    const shop = sdk(publishable.key);
    expect((await shop.estimates.create({ lines: FLIGHT_AND_HOTEL })).lines).toHaveLength(2);
    expect(await failure(shop.orders.create({ tonnes: 1 }))).toMatchObject({ status: 403 });
  });

  it('waits out a 429 for the reset the RateLimit headers give, then succeeds', async () => {
    const netzero = sdk(dev.key, { maxRetries: 0 });
    let limited: NetZeroError | null = null;
    for (let call = 0; call < 200 && !limited; call++) {
      limited = await netzero.balance.get().then(
        () => null,
        (error: unknown) => error as NetZeroError,
      );
    }
    expect(limited).toMatchObject({ status: 429 });
    const wait = limited?.retryAfterSeconds ?? 0;
    expect(wait).toBeGreaterThan(0);
    const before = sleeps.length;
    expect(await sdk(dev.key).balance.get()).toMatchObject({ object: 'balance' });
    expect(sleeps.slice(before)).toEqual([wait * 1000]);
  });
});
