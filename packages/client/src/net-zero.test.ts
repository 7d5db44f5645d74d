import { describe, expect, it } from 'vitest';
import { scriptedClient } from '../test/scripted-fetch.js';
import { anEstimate, anOrder, aProject, orderId } from '../test/v1-mothers.js';
import { NetZero, NetZeroError } from './index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function failure(promise: Promise<unknown>): Promise<NetZeroError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(NetZeroError);
  return error as NetZeroError;
}

describe('NetZero calls', () => {
  it('sends the key as a bearer token and decodes a project with the contract', async () => {
    const { client, received } = scriptedClient([{ status: 200, body: aProject({ id: 7 }) }]);
    const project = await client.projects.get(7);
    expect(project.id).toBe(7);
    expect(received[0]?.url.href).toBe('https://api.netzero.test/v1/projects/7');
    expect(received[0]?.headers.get('authorization')).toBe(
      'Bearer nzk_test_abcdefghijklmnopqrstuvwxyz012345',
    );
    expect(received[0]?.headers.get('idempotency-key')).toBeNull();
  });

  it('keeps a base URL path and sends list parameters as a query', async () => {
    const page = { object: 'list', data: [anOrder()], hasMore: false, nextCursor: null };
    const { client, received } = scriptedClient([{ status: 200, body: page }], {
      baseUrl: 'https://gateway.test/netzero',
    });
    const list = await client.orders.list({ limit: 5, startingAfter: orderId(9) });
    expect(list.data).toHaveLength(1);
    expect(received[0]?.url.pathname).toBe('/netzero/v1/orders');
    expect(Object.fromEntries(received[0]?.url.searchParams ?? [])).toEqual({
      limit: '5',
      startingAfter: orderId(9),
    });
  });

  it('posts JSON with a fresh UUID Idempotency-Key per call, or the caller’s own', async () => {
    const { client, received } = scriptedClient([
      { status: 201, body: anEstimate() },
      { status: 201, body: anOrder() },
      { status: 201, body: anOrder() },
    ]);
    const lines = [{ type: 'hotel' as const, nights: 3, stars: 4 }];
    await client.estimates.create({ lines });
    await client.orders.create({ estimateId: 'est_AAAAAAAAAAAAAAAAAAAAAAA1' });
    await client.orders.create({ tonnes: 2 }, { idempotencyKey: 'order-42' });
    expect(received.map((call) => call.method)).toEqual(['POST', 'POST', 'POST']);
    expect(received[0]?.body).toEqual({ lines });
    expect(received[0]?.headers.get('content-type')).toBe('application/json');
    const [first, second, third] = received.map((call) => call.headers.get('idempotency-key'));
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(third).toBe('order-42');
  });

  it('places and cancels at the order’s own paths, with an empty JSON body', async () => {
    const { client, received } = scriptedClient([
      { status: 200, body: anOrder({ state: 'placed' }) },
      { status: 200, body: anOrder({ state: 'cancelled' }) },
    ]);
    await client.orders.place(orderId(1));
    const cancelled = await client.orders.cancel(orderId(1));
    expect(cancelled.state).toBe('cancelled');
    expect(received.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `POST /v1/orders/${orderId(1)}/place`,
      `POST /v1/orders/${orderId(1)}/cancel`,
    ]);
    expect(received[0]?.body).toEqual({});
  });

  it('reads the balance', async () => {
    const balance = {
      object: 'balance',
      mode: 'live',
      availableCents: 5000,
      currency: 'USD',
      lowBalanceThresholdCents: null,
    };
    const { client } = scriptedClient([{ status: 200, body: balance }]);
    expect(await client.balance.get()).toEqual(balance);
  });

  it('walks every page of orders, asking for the next only when the loop needs it', async () => {
    const page = (ids: number[], nextCursor: string | null) => ({
      status: 200,
      body: {
        object: 'list',
        data: ids.map((id) => anOrder({ id: orderId(id) })),
        hasMore: nextCursor !== null,
        nextCursor,
      },
    });
    const { client, received } = scriptedClient([
      page([5, 4], orderId(4)),
      page([3, 2], orderId(2)),
      page([1], null),
    ]);
    const seen: string[] = [];
    for await (const order of client.orders.listAll({ limit: 2 })) {
      seen.push(order.id);
      if (seen.length === 2) expect(received).toHaveLength(1);
    }
    expect(seen).toEqual([5, 4, 3, 2, 1].map(orderId));
    expect(received.map((call) => call.url.searchParams.get('startingAfter'))).toEqual([
      null,
      orderId(4),
      orderId(2),
    ]);
    expect(received.every((call) => call.url.searchParams.get('limit') === '2')).toBe(true);
  });

  it('refuses to be built without a key', () => {
    expect(() => new NetZero({ apiKey: ' ' })).toThrow(TypeError);
  });
});

describe('NetZero errors', () => {
  it('carry the status, message, per-field errors and request id of a 400, without retrying', async () => {
    const { client, received, sleeps } = scriptedClient([
      {
        status: 400,
        body: {
          message: 'Check the highlighted fields.',
          errors: { 'lines.0.km': 'km must be 0 or more.' },
        },
        headers: { 'x-request-id': 'req-1' },
      },
    ]);
    const error = await failure(client.estimates.create({ lines: [{ type: 'car', km: -1 }] }));
    expect(error).toMatchObject({
      kind: 'api',
      status: 400,
      message: 'Check the highlighted fields.',
      errors: { 'lines.0.km': 'km must be 0 or more.' },
      requestId: 'req-1',
    });
    expect(received).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it.each([401, 402, 403, 404, 409, 422])('are not retried on %i', async (status) => {
    const { client, received } = scriptedClient([{ status, body: { message: `no (${status})` } }]);
    const error = await failure(client.orders.create({ tonnes: 1 }));
    expect(error).toMatchObject({ kind: 'api', status, message: `no (${status})`, errors: {} });
    expect(received).toHaveLength(1);
  });

  it('say the status when an error answer is not the contract’s error body', async () => {
    const { client } = scriptedClient([{ status: 502, body: '<html>Bad gateway</html>' }], {
      maxRetries: 0,
    });
    const error = await failure(client.balance.get());
    expect(error).toMatchObject({ kind: 'api', status: 502, body: '<html>Bad gateway</html>' });
    expect(error.message).toBe('The server answered 502.');
  });

  it('are a decode error, never a crash, when a 2xx answer does not match the contract', async () => {
    const { client } = scriptedClient([
      { status: 200, body: anOrder({ tonnes: 'two' as unknown as number }) },
      { status: 200, body: 'not json' },
    ]);
    const wrongShape = await failure(client.orders.get(orderId(1)));
    expect(wrongShape).toMatchObject({ kind: 'decode', status: 200 });
    expect(wrongShape.message).toContain(`GET v1/orders/${orderId(1)}`);
    expect(wrongShape.message).toContain('tonnes');
    const notJson = await failure(client.orders.get(orderId(1)));
    expect(notJson).toMatchObject({ kind: 'decode', body: 'not json' });
  });
});
