import { describe, expect, it } from 'vitest';
import { scriptedClient } from '../test/scripted-fetch.js';
import { anOrder, orderId } from '../test/v1-mothers.js';
import { NetZeroError } from './index.js';

const unavailable = { status: 503, body: { message: 'Try again.' } };

describe('retries', () => {
  it('retry 5xx with exponential backoff and half jitter, reusing the Idempotency-Key', async () => {
    const { client, received, sleeps } = scriptedClient(
      [
        unavailable,
        { status: 500, body: { message: 'Oops.' } },
        unavailable,
        { status: 201, body: anOrder() },
      ],
      { maxRetries: 3 },
    );
    const order = await client.orders.create({ tonnes: 2 });
    expect(order.id).toBe(anOrder().id);
    // random() is 0.5: half of each ceiling fixed, a quarter from the jitter (500, 1000, 2000 ms).
    expect(sleeps).toEqual([375, 750, 1500]);
    const keys = new Set(received.map((call) => call.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
    expect(received.every((call) => JSON.stringify(call.body) === '{"tonnes":2}')).toBe(true);
  });

  it('keep the caller’s Idempotency-Key across retries', async () => {
    const { client, received } = scriptedClient([unavailable, { status: 200, body: anOrder() }]);
    await client.orders.place(orderId(1), { idempotencyKey: 'place-1' });
    expect(received.map((call) => call.headers.get('idempotency-key'))).toEqual([
      'place-1',
      'place-1',
    ]);
  });

  it('retry network failures, and give up after maxRetries with a network error', async () => {
    const refused = new TypeError('fetch failed');
    const { client, received, sleeps } = scriptedClient([refused, refused, refused], {
      maxRetries: 2,
    });
    const error = await client.balance.get().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(NetZeroError);
    expect(error).toMatchObject({ kind: 'network', status: null, cause: refused });
    expect(received).toHaveLength(3);
    expect(sleeps).toEqual([375, 750]);
  });

  it('wait what Retry-After asks on a 429', async () => {
    const { client, sleeps } = scriptedClient([
      { status: 429, body: { message: 'Slow down.' }, headers: { 'retry-after': '3' } },
      { status: 200, body: anOrder() },
    ]);
    await client.orders.get(orderId(1));
    expect(sleeps).toEqual([3000]);
  });

  it('read an HTTP-date Retry-After against the clock', async () => {
    const { client, sleeps } = scriptedClient([
      {
        status: 503,
        body: { message: 'Maintenance.' },
        headers: { 'retry-after': 'Thu, 26 Nov 2026 12:00:04 GMT' },
      },
      { status: 200, body: anOrder() },
    ]);
    await client.orders.get(orderId(1));
    expect(sleeps).toEqual([4000]);
  });

  it('fall back on the RateLimit header’s reset when a 429 has no Retry-After', async () => {
    const { client, sleeps } = scriptedClient([
      { status: 429, body: { message: 'Slow down.' }, headers: { ratelimit: '"per-key";r=0;t=7' } },
      { status: 200, body: anOrder() },
    ]);
    await client.orders.get(orderId(1));
    expect(sleeps).toEqual([7000]);
  });

  it('give up at once when the server asks for more than a minute, saying how long', async () => {
    const { client, received, sleeps } = scriptedClient([
      { status: 429, body: { message: 'Slow down.' }, headers: { 'retry-after': '120' } },
    ]);
    const error = await client.orders.get(orderId(1)).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ kind: 'api', status: 429, retryAfterSeconds: 120 });
    expect(received).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('end with the last answer’s error once the retries are spent', async () => {
    const { client, received } = scriptedClient([unavailable, unavailable], { maxRetries: 1 });
    const error = await client.balance.get().catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ kind: 'api', status: 503, message: 'Try again.' });
    expect(received).toHaveLength(2);
  });

  it('time out an attempt that gets no answer, then retry it', async () => {
    const { client, received } = scriptedClient(['hang', { status: 200, body: anOrder() }], {
      timeoutMs: 20,
    });
    expect((await client.orders.get(orderId(1))).id).toBe(anOrder().id);
    expect(received).toHaveLength(2);
    const { client: patient } = scriptedClient(['hang'], { timeoutMs: 20, maxRetries: 0 });
    const error = await patient.orders.get(orderId(1)).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ kind: 'timeout', status: null });
  });

  it('stop at once when the caller aborts, with no retry', async () => {
    const { client, received } = scriptedClient(['hang', { status: 200, body: anOrder() }]);
    const controller = new AbortController();
    const call = client.orders.get(orderId(1), { signal: controller.signal });
    controller.abort();
    const error = await call.catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ kind: 'aborted' });
    expect(received).toHaveLength(1);
  });
});
