import { LOW_STOCK_TONNES } from '@netzero/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { disputes, jobs, orderItems, orders, products, refunds } from '../../persistence/schema.js';
import { type OperatorSession, signedInOperator } from '../../test-support/operator-session.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let ctx: TestApp;
let operator: OperatorSession;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  operator = await signedInOperator(ctx);
});
afterAll(() => ctx.close());

// The test clock stands at 2026-11-22T10:00:00Z: "today" is 22 November (UTC).
const utc = (iso: string) => new Date(`${iso}Z`);

async function order(
  productId: number,
  tonnes: number,
  totalCents: number,
  status: 'PAID' | 'REFUNDED' | 'PENDING',
  createdAt: Date,
  paidAt: Date | null,
): Promise<number> {
  const [row] = await ctx.db
    .insert(orders)
    .values({
      email: 'buyer@example.com',
      receiptName: 'Buyer',
      kind: 'cart',
      status,
      paymentMethod: 'CARD',
      totalCents,
      provider: 'sandbox',
      reservationExpiresAt: createdAt,
      createdAt,
      paidAt,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  await ctx.db.insert(orderItems).values({
    orderId: row.id,
    productId,
    productName: 'Project',
    quantity: tonnes,
    priceAtTimeCents: Math.round(totalCents / tonnes),
  });
  return row.id;
}

describe('GET /api/ops/overview', () => {
  it('answers 401 without an operator', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ops/overview' })).statusCode).toBe(
      401,
    );
  });

  it('sums paid orders by UTC day, lists stock and what needs attention', async () => {
    const [first, second] = await ctx.db
      .select()
      .from(products)
      .orderBy(products.sortOrder, products.id);
    if (!first || !second) throw new Error('the seed has fewer than two projects');
    await ctx.db
      .update(products)
      .set({ availableTonnes: LOW_STOCK_TONNES - 1 })
      .where(eq(products.id, second.id));
    await order(first.id, 2, 1000, 'PAID', utc('2026-11-22T00:55:00'), utc('2026-11-22T01:00:00'));
    const late = await order(
      first.id,
      3,
      2000,
      'PAID',
      utc('2026-11-18T20:00:00'),
      utc('2026-11-18T23:59:00'),
    );
    await order(second.id, 5, 4000, 'PAID', utc('2026-10-24T00:00:00'), utc('2026-10-24T00:01:00'));
    await order(first.id, 1, 8000, 'PAID', utc('2026-10-23T23:00:00'), utc('2026-10-23T23:01:00'));
    await order(
      first.id,
      7,
      9000,
      'REFUNDED',
      utc('2026-11-22T02:00:00'),
      utc('2026-11-22T02:01:00'),
    );
    await order(first.id, 9, 9900, 'PENDING', utc('2026-11-22T03:00:00'), null);
    const base = { amountCents: 500, currency: 'USD', email: 'r@example.com' };
    await ctx.db.insert(refunds).values([
      { ...base, reason: 'late-payment', createdAt: utc('2026-11-20T00:00:00') },
      {
        ...base,
        reason: 'renewal-no-stock',
        status: 'failed',
        createdAt: utc('2026-11-21T00:00:00'),
      },
      { ...base, reason: 'provider', createdAt: utc('2026-11-21T00:00:00') },
    ]);
    await ctx.db.insert(jobs).values([
      { kind: 'send-mail', payload: {}, status: 'dead', lastError: 'SMTP refused' },
      { kind: 'send-mail', payload: {}, status: 'done' },
    ]);
    await ctx.db.insert(disputes).values([
      { id: 'dp_open', orderId: late, reason: 'fraudulent', amountCents: 2000 },
      { id: 'dp_won', reason: 'fraudulent', amountCents: 100, status: 'won' },
    ]);

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/ops/overview',
      headers: operator.headers,
    });
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview.sales).toEqual({
      today: { orders: 1, revenueCents: 1000, tonnes: 2 },
      last7Days: { orders: 2, revenueCents: 3000, tonnes: 5 },
      last30Days: { orders: 3, revenueCents: 7000, tonnes: 10 },
    });
    expect(overview.byDay).toHaveLength(30);
    expect(overview.byDay[0]).toEqual({
      day: '2026-10-24',
      orders: 1,
      revenueCents: 4000,
      tonnes: 5,
    });
    expect(overview.byDay[1]).toEqual({ day: '2026-10-25', orders: 0, revenueCents: 0, tonnes: 0 });
    expect(overview.byDay[25]).toEqual({
      day: '2026-11-18',
      orders: 1,
      revenueCents: 2000,
      tonnes: 3,
    });
    expect(overview.byDay[29].day).toBe('2026-11-22');

    expect(overview.lowStockTonnes).toBe(LOW_STOCK_TONNES);
    const stock = new Map(overview.stock.map((s: { productId: number }) => [s.productId, s]));
    expect(stock.get(first.id)).toMatchObject({
      soldTonnes: 6,
      lowStock: first.availableTonnes < LOW_STOCK_TONNES,
    });
    expect(stock.get(second.id)).toMatchObject({
      availableTonnes: LOW_STOCK_TONNES - 1,
      soldTonnes: 5,
      lowStock: true,
    });

    const { automaticRefunds, lateReconciled, deadJobs, openDisputes } = overview.attention;
    expect(automaticRefunds.count).toBe(2);
    expect(automaticRefunds.latest.map((r: { kind: string }) => r.kind)).toEqual([
      'renewal-no-stock',
      'late-payment',
    ]);
    expect(lateReconciled).toEqual({
      count: 1,
      latest: [
        {
          id: String(late),
          orderId: late,
          kind: 'late-payment',
          status: 'PAID',
          amountCents: 2000,
          detail: 'buyer@example.com',
          at: '2026-11-18T23:59:00.000Z',
        },
      ],
    });
    expect(deadJobs.count).toBe(1);
    expect(deadJobs.latest[0]).toMatchObject({
      kind: 'send-mail',
      detail: 'SMTP refused',
      orderId: null,
    });
    expect(openDisputes).toMatchObject({ count: 1, latest: [{ id: 'dp_open', orderId: late }] });
  });

  it('answers zeros for every day of an empty shop', async () => {
    const overview = (
      await ctx.app.inject({ method: 'GET', url: '/api/ops/overview', headers: operator.headers })
    ).json();
    expect(overview.sales.last30Days).toEqual({ orders: 0, revenueCents: 0, tonnes: 0 });
    expect(overview.byDay.every((d: { revenueCents: number }) => d.revenueCents === 0)).toBe(true);
    expect(overview.attention.deadJobs).toEqual({ count: 0, latest: [] });
  });
});
