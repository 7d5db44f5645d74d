import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeldProvider } from '../test-support/commerce-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;
const payments = new HeldProvider();

beforeAll(async () => {
  ctx = await createTestApp(
    { payments },
    { loadShedding: { concurrency: 1, queue: 1, maxWaitMs: 60_000, retryAfterSeconds: 2 } },
  );
});
afterAll(() => ctx.close());

const checkout = (productId: unknown = 1) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/direct-order-checkout/create-session',
    payload: { email: 'asha@example.com', productId, quantity: 1, paymentMethod: 'CARD' },
  });

/** Waits until `check` holds (the request goes through several queries, on PGlite or PostgreSQL). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('load shedding', () => {
  it('answers 503 with Retry-After when every turn and the queue are taken, and serves the rest', async () => {
    const first = checkout();
    await until(() => payments.opened === 1);
    const queued = checkout();
    // The queued request holds no turn yet, so the provider has not seen it.
    await new Promise((r) => setTimeout(r, 20));
    expect(payments.opened).toBe(1);

    const shed = await checkout();
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.json()).toEqual({ message: 'The service is busy. Please try again shortly.' });

    // Routes that need no database turn are not queued.
    expect((await ctx.app.inject({ url: '/api/products' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/healthz' })).statusCode).toBe(200);

    payments.releaseAll();
    expect((await first).statusCode).toBe(200);
    await until(() => payments.opened === 2);
    payments.releaseAll();
    expect((await queued).statusCode).toBe(200);
  });

  it('still validates input, answering 4xx with per-field errors, when there is a turn', async () => {
    const invalid = await checkout('abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { productId: expect.any(String) },
    });
  });

  it('gives the turn back when a request fails, so the queue never leaks', async () => {
    for (let i = 0; i < 5; i++) expect((await checkout('abc')).statusCode).toBe(400);
    const unauthenticated = await ctx.app.inject({ method: 'GET', url: '/api/cart/get' });
    expect(unauthenticated.statusCode).toBe(401);
    const answer = checkout();
    await until(() => payments.opened === 3);
    payments.releaseAll();
    expect((await answer).statusCode).toBe(200);
  });

  it('answers normally once the load has passed', async () => {
    const answer = checkout();
    await until(() => payments.opened === 4);
    payments.releaseAll();
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json().checkoutUrl).toMatch(/^https:\/\/pay\.example\//);
  });

  it('documents the 503 of the queued routes in the OpenAPI document', async () => {
    const spec = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const responses = spec.paths['/api/direct-order-checkout/create-session'].post.responses;
    expect(responses['503']).toBeDefined();
    expect(spec.paths['/api/products'].get.responses['503']).toBeUndefined();
  });
});
