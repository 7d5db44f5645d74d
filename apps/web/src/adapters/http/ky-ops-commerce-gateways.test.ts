import { InMemorySessionStore } from '@netzero/core-fakes';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';
import { testSession } from './http-test-kit';
import { KyOpsCustomersGateway } from './ky-ops-customers-gateway';
import { KyOpsOrdersGateway } from './ky-ops-orders-gateway';
import { KyOpsSubscriptionsGateway } from './ky-ops-subscriptions-gateway';
import { stubFetch } from './stub-fetch';

const BASE = 'https://shop.example';

function client() {
  const stub = stubFetch();
  const store = new InMemorySessionStore();
  store.setToken('ops.token.value');
  const http = createHttpClient({ baseUrl: BASE, fetch: stub.fetch }, testSession(store));
  return { stub, http };
}

const ORDER = {
  id: 12,
  createdAt: '2026-11-22T10:00:00.000Z',
  status: 'PAID',
  kind: 'direct',
  email: 'ada@example.com',
  receiptName: 'Ada',
  userId: null,
  tonnes: 2,
  totalCents: 2800,
  currency: 'USD',
  projects: ['Biogas'],
  certificateId: 'c1',
};

describe('KyOpsOrdersGateway', () => {
  it('lists with the filter and page as query parameters, with the operator token', async () => {
    const { stub, http } = client();
    stub.reply(200, { items: [ORDER], total: 1 });
    const result = await new KyOpsOrdersGateway(http).list(
      { status: 'PAID', email: 'ada@example.com' },
      { limit: 25, offset: 50 },
    );
    expect(result).toEqual({ ok: true, value: { items: [ORDER], total: 1 } });
    const url = new URL(stub.seen[0]?.url ?? '');
    expect(url.pathname).toBe('/api/ops/orders');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'PAID',
      email: 'ada@example.com',
      limit: '25',
      offset: '50',
    });
    expect(stub.seen[0]?.authorization).toContain('ops.token.value');
  });

  it('fetches the CSV export as a file, and reports a refused export', async () => {
    const { stub, http } = client();
    const orders = new KyOpsOrdersGateway(http);
    stub.reply(200, 'order_id\r\n12\r\n');
    const file = await orders.exportCsv({ q: '12' });
    expect(file.ok && file.value.content).toBe('order_id\r\n12\r\n');
    expect(file.ok && file.value.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(new URL(stub.seen[0]?.url ?? '').search).toBe('?q=12');
    stub.reply(400, { message: 'Invalid request', errors: { from: 'Invalid' } });
    expect(await orders.exportCsv({})).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('posts a refund with its reason and reads a 409 as the server said it', async () => {
    const { stub, http } = client();
    const orders = new KyOpsOrdersGateway(http);
    stub.reply(202, { orderId: 12, status: 'REFUNDED', refundId: 3 });
    expect(await orders.refund(12, 'Buyer asked')).toEqual({ ok: true, value: undefined });
    expect(stub.seen[0]).toMatchObject({ method: 'POST', body: { reason: 'Buyer asked' } });
    stub.reply(409, { message: 'Refunded already.' });
    expect(await orders.refund(12, 'again')).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 409, message: 'Refunded already.' },
    });
  });
});

describe('KyOpsCustomersGateway and KyOpsSubscriptionsGateway', () => {
  it('posts a customer action to its path and decodes the account', async () => {
    const { stub, http } = client();
    const customer = {
      id: 4,
      username: 'ann',
      email: 'ann@example.com',
      role: 'buyer',
      emailVerified: true,
      disabled: true,
      deleted: false,
      createdAt: '2026-11-01T00:00:00.000Z',
      orders: 0,
      paidTotalCents: 0,
      subscriptions: 0,
      disabledAt: '2026-11-22T00:00:00.000Z',
      emailVerifiedAt: null,
      recentOrders: [],
      subscriptionList: [],
      notes: [],
    };
    stub.reply(200, customer);
    const result = await new KyOpsCustomersGateway(http).act(4, 'disable');
    expect(result).toMatchObject({ ok: true, value: { disabled: true } });
    expect(new URL(stub.seen[0]?.url ?? '').pathname).toBe('/api/ops/customers/4/disable');
  });

  it('cancels a subscription and decodes the reply', async () => {
    const { stub, http } = client();
    stub.reply(200, {
      id: 9,
      status: 'CANCELLED',
      email: 'a@example.com',
      receiptName: 'A',
      userId: null,
      productName: 'Plan',
      quantity: 1,
      provider: 'sandbox',
      currentPeriodEnd: '2026-12-22T00:00:00.000Z',
      createdAt: '2026-11-22T00:00:00.000Z',
      cancelledAt: '2026-11-23T00:00:00.000Z',
    });
    const result = await new KyOpsSubscriptionsGateway(http).cancel(9);
    expect(result).toMatchObject({ ok: true, value: { id: 9, status: 'CANCELLED' } });
    expect(stub.seen[0]?.method).toBe('POST');
  });
});
