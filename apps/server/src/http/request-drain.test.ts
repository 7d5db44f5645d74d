import { formatMessage } from '@netzero/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainAndStop } from '../composition-root.js';
import { HeldProvider } from '../test-support/commerce-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { installRequestDrain, RequestDrain } from './request-drain.js';

// A real listening server and real connections: what a load balancer and buyers see when the
// server is told to stop while checkouts are in flight.
let ctx: TestApp;
const drain = new RequestDrain();
const payments = new HeldProvider();
let base: string;

beforeAll(async () => {
  ctx = await createTestApp({ payments }, {}, { drain });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(() => ctx.close());

type Answer = { status: number; body: unknown; connection: string | null } | { error: string };

/** One checkout over a real connection: its status and body, or the network error it met. */
async function openCheckout(): Promise<Answer> {
  try {
    const response = await fetch(`${base}/api/direct-order-checkout/create-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'asha@example.com',
        productId: 1,
        quantity: 1,
        paymentMethod: 'CARD',
        redirectUrl: 'http://localhost:8080/checkout',
      }),
    });
    const connection = response.headers.get('connection');
    return { status: response.status, body: await response.json(), connection };
  } catch (error) {
    return { error: String((error as { cause?: { code?: string } }).cause?.code ?? error) };
  }
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('stopping while checkouts are in flight', () => {
  it('resets no connection: admitted checkouts finish, new ones get 503 with the contract body', async () => {
    const admitted = Array.from({ length: 5 }, () => openCheckout());
    await until(() => payments.opened === 5);

    const stopped = drainAndStop(ctx.app, drain, 10_000, []);
    const refused = await Promise.all(Array.from({ length: 20 }, () => openCheckout()));
    const ready = await fetch(`${base}/readyz`);
    const live = await fetch(`${base}/healthz`);
    payments.releaseAll();

    expect(await Promise.all(admitted)).toEqual(
      Array.from({ length: 5 }, () => ({
        status: 200,
        body: expect.objectContaining({ checkoutUrl: expect.any(String) }),
        connection: 'close',
      })),
    );
    expect(refused).toEqual(
      Array.from({ length: 20 }, () => ({
        status: 503,
        body: { message: formatMessage('API.SHUTTING_DOWN') },
        connection: 'close',
      })),
    );
    // A load balancer stops routing here; the process is not taken for dead meanwhile.
    expect(ready.status).toBe(503);
    expect(live.status).toBe(200);
    expect(await stopped).toBe(true);
  });
});

describe('stopping when a request outlasts the grace', () => {
  it('stops waiting after the grace and says so, and the request still gets its answer', async () => {
    const held = new HeldProvider();
    const late = new RequestDrain();
    const other = await createTestApp({ payments: held }, {}, { drain: late });
    try {
      const answer = other.app.inject({
        method: 'POST',
        url: '/api/direct-order-checkout/create-session',
        payload: { email: 'asha@example.com', productId: 1, quantity: 1, paymentMethod: 'CARD' },
      });
      await until(() => held.opened === 1);
      const started = Date.now();
      const stopped = drainAndStop(other.app, late, 100, []);
      await until(() => Date.now() - started > 150);
      held.releaseAll();
      expect(await stopped).toBe(false);
      expect((await answer).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('counting admitted requests', () => {
  it('counts a request until its answer, or until its client goes away', async () => {
    const counted = new RequestDrain();
    const app = Fastify({ forceCloseConnections: true });
    installRequestDrain(app, counted, 1);
    let release = () => {};
    app.get('/held', () => new Promise((resolve) => (release = () => resolve({ ok: true }))));
    app.get('/quick', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening');
      const url = `http://127.0.0.1:${address.port}`;
      await fetch(`${url}/quick`);
      await until(() => counted.inFlight === 0);

      const gone = new AbortController();
      const abandoned = fetch(`${url}/held`, { signal: gone.signal }).catch(() => 'aborted');
      await until(() => counted.inFlight === 1);
      gone.abort();
      expect(await abandoned).toBe('aborted');
      await until(() => counted.inFlight === 0);
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(counted.inFlight).toBe(0);
    } finally {
      await app.close();
    }
  });
});
