import { InMemorySessionStore, sessionToken } from '@netzero/core-fakes';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';
import { testSession } from './http-test-kit';
import { KyDeveloperGateway } from './ky-developer-gateway';
import { stubFetch } from './stub-fetch';

const BASE = 'https://shop.example';
const TOKEN = sessionToken(7);

function gateway() {
  const stub = stubFetch();
  const store = new InMemorySessionStore();
  store.token = TOKEN;
  const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, testSession(store));
  return { stub, developers: new KyDeveloperGateway(http) };
}

const key = {
  id: 3,
  name: 'Checkout server',
  mode: 'test',
  kind: 'secret',
  hint: 'nzk_test_4fQz…',
  createdAt: '2026-11-22T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
} as const;

const endpoint = {
  id: 'we_abcdefghijklmnopqrstuvwx',
  mode: 'test',
  url: 'https://hooks.example/netzero',
  events: ['order.fulfilled'],
  description: '',
  createdAt: '2026-11-22T10:00:00.000Z',
  disabledAt: null,
} as const;

describe('KyDeveloperGateway: keys', () => {
  it('lists, creates and revokes with the session token, decoding each reply', async () => {
    const { stub, developers } = gateway();
    stub.reply(200, { keys: [key] });
    stub.reply(201, { key, secret: 'nzk_test_4fQzAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    stub.reply(200, { ...key, revokedAt: '2026-11-22T11:00:00.000Z' });

    expect(await developers.listKeys()).toEqual({ ok: true, value: [key] });
    expect(
      await developers.createKey({ name: 'Checkout server', mode: 'test', kind: 'secret' }),
    ).toEqual({ ok: true, value: { key, secret: 'nzk_test_4fQzAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    const revoked = await developers.revokeKey(3);
    expect(revoked.ok && revoked.value.revokedAt).toBe('2026-11-22T11:00:00.000Z');

    expect(stub.seen).toEqual([
      {
        method: 'GET',
        url: `${BASE}/api/developers/keys`,
        authorization: `Bearer ${TOKEN}`,
        body: undefined,
      },
      {
        method: 'POST',
        url: `${BASE}/api/developers/keys`,
        authorization: `Bearer ${TOKEN}`,
        body: { name: 'Checkout server', mode: 'test', kind: 'secret' },
      },
      {
        method: 'POST',
        url: `${BASE}/api/developers/keys/3/revoke`,
        authorization: `Bearer ${TOKEN}`,
        body: undefined,
      },
    ]);
  });

  it('passes a 400 on with its field errors, and a reply off the contract as invalid', async () => {
    const { stub, developers } = gateway();
    stub.reply(400, { message: 'Check the fields.', errors: { name: 'Give the key a name.' } });
    stub.reply(201, { key, secret: 42 });
    expect(await developers.createKey({ name: ' ', mode: 'live', kind: 'secret' })).toEqual({
      ok: false,
      error: {
        kind: 'http',
        status: 400,
        statusText: '',
        message: 'Check the fields.',
        errors: { name: 'Give the key a name.' },
      },
    });
    expect(await developers.createKey({ name: 'x', mode: 'live', kind: 'secret' })).toEqual({
      ok: false,
      error: { kind: 'invalid-reply', status: 201 },
    });
  });
});

describe('KyDeveloperGateway: balance', () => {
  it('reads both balances and the movements, without the wire-only object tag', async () => {
    const { stub, developers } = gateway();
    const test = {
      object: 'balance',
      mode: 'test',
      availableCents: 10_000,
      currency: 'USD',
      lowBalanceThresholdCents: null,
    };
    const entry = {
      id: 1,
      mode: 'test',
      amountCents: 10_000,
      balanceAfterCents: 10_000,
      reason: 'test_funds',
      orderId: null,
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    stub.reply(200, { balances: [test], entries: [entry] });
    const { object: _, ...balance } = test;
    expect(await developers.balances()).toEqual({
      ok: true,
      value: { balances: [balance], movements: [entry] },
    });
  });

  it('sends test funds, the threshold and a top-up in cents; answers the checkout address', async () => {
    const { stub, developers } = gateway();
    stub.reply(200, { balances: [], entries: [] });
    stub.reply(200, '');
    stub.reply(200, { checkoutUrl: 'https://pay.example/cs_1' });
    expect(await developers.addTestFunds(5_000)).toEqual({ ok: true, value: undefined });
    expect(await developers.setLowBalanceThreshold('live', 2_500)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await developers.startTopUp(10_000)).toEqual({
      ok: true,
      value: 'https://pay.example/cs_1',
    });
    expect(stub.seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: `${BASE}/api/developers/balance/test-funds`,
        body: { amountCents: 5000 },
      },
      {
        method: 'PUT',
        url: `${BASE}/api/developers/balance/threshold`,
        body: { mode: 'live', lowBalanceThresholdCents: 2500 },
      },
      {
        method: 'POST',
        url: `${BASE}/api/developers/balance/top-up`,
        body: { amountCents: 10000 },
      },
    ]);
  });

  it('confirms a returned top-up by its session id and reads the live balance after it', async () => {
    const { stub, developers } = gateway();
    const live = {
      object: 'balance',
      mode: 'live',
      availableCents: 50_000,
      currency: 'USD',
      lowBalanceThresholdCents: null,
    } as const;
    stub.reply(200, { status: 'PAID', amountCents: 50_000, balance: live });
    const { object: _, ...balance } = live;
    expect(await developers.confirmTopUp('cs_test_1')).toEqual({
      ok: true,
      value: { status: 'PAID', amountCents: 50_000, balance },
    });
    expect(stub.seen[0]).toMatchObject({
      method: 'POST',
      url: `${BASE}/api/developers/balance/top-up/confirm`,
      body: { sessionId: 'cs_test_1' },
    });
  });

  it('refuses an acknowledgement the contract does not describe', async () => {
    const { stub, developers } = gateway();
    stub.reply(200, { balance: 'lots' });
    expect(await developers.addTestFunds(5_000)).toEqual({
      ok: false,
      error: { kind: 'invalid-reply', status: 200 },
    });
  });
});

describe('KyDeveloperGateway: webhooks', () => {
  it('lists, adds, disables, reads deliveries and sends a test event', async () => {
    const { stub, developers } = gateway();
    const delivery = {
      id: 9,
      eventId: 'evt_abcdefghijklmnopqrstuvwx',
      eventType: 'order.fulfilled',
      attempt: 1,
      statusCode: 500,
      error: null,
      durationMs: 120,
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    stub.reply(200, { endpoints: [endpoint] });
    stub.reply(201, { endpoint, secret: 'whsec_x' });
    stub.reply(200, { ...endpoint, disabledAt: '2026-11-22T11:00:00.000Z' });
    stub.reply(200, { deliveries: [delivery] });
    stub.reply(202, { eventId: 'evt_abcdefghijklmnopqrstuvwx' });

    expect(await developers.listWebhooks()).toEqual({ ok: true, value: [endpoint] });
    expect(
      await developers.createWebhook({
        url: endpoint.url,
        mode: 'test',
        events: ['order.fulfilled'],
        description: '',
      }),
    ).toEqual({ ok: true, value: { endpoint, secret: 'whsec_x' } });
    expect(await developers.disableWebhook(endpoint.id)).toEqual({ ok: true, value: undefined });
    expect(await developers.webhookDeliveries(endpoint.id)).toEqual({
      ok: true,
      value: [delivery],
    });
    expect(await developers.sendTestEvent(endpoint.id)).toEqual({
      ok: true,
      value: 'evt_abcdefghijklmnopqrstuvwx',
    });
    const base = `${BASE}/api/developers/webhooks`;
    expect(stub.seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `GET ${base}`,
      `POST ${base}`,
      `POST ${base}/${endpoint.id}/disable`,
      `GET ${base}/${endpoint.id}/deliveries`,
      `POST ${base}/${endpoint.id}/test`,
    ]);
    expect(stub.seen[1]?.body).toEqual({
      url: endpoint.url,
      mode: 'test',
      events: ['order.fulfilled'],
      description: '',
    });
  });
});
