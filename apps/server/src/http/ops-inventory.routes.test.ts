import { formatMessage } from '@netzero/core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DrizzleCertificateRepository } from '../persistence/drizzle-certificate.repository.js';
import { DrizzleOrderRepository } from '../persistence/drizzle-order.repository.js';
import { refundOrderWithin } from '../persistence/order-refund.js';
import { auditLog, creditIssuances, creditRetirements, products } from '../persistence/schema.js';
import { signedInOperator } from '../test-support/operator-session.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;
let operator: { authorization: string };
const NOW = new Date('2026-11-26T10:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  operator = { ...(await signedInOperator(ctx)).headers };
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, auth = true) =>
  ctx.app.inject({ method, url, ...(payload && { payload }), headers: auth ? operator : {} });
const lastAudit = async () =>
  (await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const project = async (id: number) =>
  (await call('GET', `/api/ops/projects/${id}`)).json() as {
    issuedTonnes: number;
    allocatedTonnes: number;
    heldTonnes: number;
    availableTonnes: number;
  };

/** A paid order of `quantity` tonnes of a project, fulfilled through the repository. */
async function paidOrder(productId: number, quantity: number, certificateId: string) {
  const orders = new DrizzleOrderRepository(ctx.db);
  const placed = await orders.createPending({
    userId: null,
    email: 'buyer@example.com',
    receiptName: 'Buyer',
    kind: 'direct',
    paymentMethod: 'CARD',
    provider: 'sandbox',
    lines: [{ productId, quantity }],
    reservationExpiresAt: new Date(Date.now() + 3_600_000),
  });
  if (!placed.ok) throw new Error(placed.error);
  await orders.fulfil(placed.value.id, { id: certificateId, recipientName: 'Buyer' }, NOW);
  return placed.value.id;
}

const BLOCK = { vintage: 2025, registrySerialBlock: 'VCS-4321-2025-1-500' };

describe('inventory authorization', () => {
  it.each([
    ['GET', '/api/ops/projects/1/issuances'],
    ['POST', '/api/ops/projects/1/issuances'],
    ['GET', '/api/ops/projects/1/ledger?size=0'],
    ['POST', '/api/ops/projects/1/retirements'],
  ] as const)('%s %s answers 401 without an operator', async (method, url) => {
    expect((await call(method, url, method === 'POST' ? {} : undefined, false)).statusCode).toBe(
      401,
    );
  });
});

describe('issued blocks', () => {
  it('lists the seeded block, adds the next block after it, and raises the stock in step', async () => {
    const before = (await call('GET', '/api/ops/projects/2/issuances')).json() as unknown[];
    expect(before).toEqual([
      expect.objectContaining({ firstSerial: 1, lastSerial: 18_000, quantity: 18_000 }),
    ]);
    const response = await call('POST', '/api/ops/projects/2/issuances', {
      ...BLOCK,
      quantity: 500,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      firstSerial: 18_001,
      lastSerial: 18_500,
      quantity: 500,
    });
    expect(await project(2)).toMatchObject({ issuedTonnes: 18_500, availableTonnes: 18_500 });
    expect(await lastAudit()).toMatchObject({
      action: 'inventory.issue',
      targetId: '2',
      before: { availableTonnes: 18_000 },
      after: { availableTonnes: 18_500 },
    });
    const products = (await ctx.app.inject({ url: '/api/products' })).json() as {
      id: number;
      availableTonnes: number;
    }[];
    expect(products.find((p) => p.id === 2)?.availableTonnes).toBe(18_500);
  });

  it('takes an explicit first and last serial, leaving a gap if the registry did', async () => {
    const response = await call('POST', '/api/ops/projects/3/issuances', {
      ...BLOCK,
      firstSerial: 50_001,
      lastSerial: 50_010,
    });
    expect(response.json()).toMatchObject({
      firstSerial: 50_001,
      lastSerial: 50_010,
      quantity: 10,
    });
  });

  it('answers 409 with a clear message when a block overlaps one issued, and changes nothing', async () => {
    const response = await call('POST', '/api/ops/projects/2/issuances', {
      ...BLOCK,
      firstSerial: 17_990,
      lastSerial: 18_010,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: formatMessage('INVENTORY.BLOCK_OVERLAPS') });
    expect(await project(2)).toMatchObject({ issuedTonnes: 18_000, availableTonnes: 18_000 });
  });

  it('is guarded by the database: an overlapping block written by hand is refused, and blocks are append-only', async () => {
    const overlapping = ctx.db.insert(creditIssuances).values({
      productId: 1,
      vintage: 2025,
      registrySerialBlock: 'by hand',
      firstSerial: 25_000,
      lastSerial: 25_001,
      quantity: 2,
    });
    await expect(overlapping).rejects.toThrow();
    await expect(ctx.db.delete(creditIssuances)).rejects.toThrow();
    await expect(ctx.db.update(creditIssuances).set({ vintage: 1999 })).rejects.toThrow();
  });

  it.each([
    [{ ...BLOCK }, 'quantity'],
    [{ ...BLOCK, lastSerial: 10 }, 'firstSerial'],
    [{ ...BLOCK, firstSerial: 10, lastSerial: 5 }, 'lastSerial'],
    [{ ...BLOCK, firstSerial: 1, lastSerial: 5, quantity: 4 }, 'quantity'],
    [{ ...BLOCK, quantity: 0 }, 'quantity'],
    [{ vintage: 2025, registrySerialBlock: '', quantity: 5 }, 'registrySerialBlock'],
  ])('refuses %j with a message on %s', async (body, field) => {
    const response = await call('POST', '/api/ops/projects/1/issuances', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: object }).errors)).toContain(field);
  });

  it('answers 404 for an unknown project', async () => {
    expect((await call('GET', '/api/ops/projects/99/issuances')).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/ops/projects/99/issuances', { ...BLOCK, quantity: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('the ledger and manual retirements', () => {
  it('lists every allocated range with its order and certificate, paged in serial order', async () => {
    const first = await paidOrder(4, 3, 'cert-one');
    const second = await paidOrder(4, 2, 'cert-two');
    const page = await call('GET', '/api/ops/projects/4/ledger?page=0&size=1');
    expect(page.json()).toMatchObject({
      total: 2,
      page: 0,
      size: 1,
      entries: [
        { firstSerial: 1, lastSerial: 3, tonnes: 3, orderId: first, certificateId: 'cert-one' },
      ],
    });
    const next = (await call('GET', '/api/ops/projects/4/ledger?page=1&size=1')).json() as {
      entries: unknown[];
    };
    expect(next.entries).toEqual([expect.objectContaining({ orderId: second, firstSerial: 4 })]);
    expect((await call('GET', '/api/ops/projects/4/ledger?size=500')).statusCode).toBe(400);
    expect(await project(4)).toMatchObject({ allocatedTonnes: 5, availableTonnes: 30_000 - 5 });
  });

  it('retires by hand: the next serials, less stock, in the ledger without an order, audited', async () => {
    await paidOrder(5, 4, 'cert-a');
    const response = await call('POST', '/api/ops/projects/5/retirements', {
      quantity: 6,
      beneficiary: 'Acme Ltd (off-platform sale)',
      note: 'Invoice 2026-114',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      availableTonnes: 12_000 - 10,
      entries: [
        {
          firstSerial: 5,
          lastSerial: 10,
          orderId: null,
          certificateId: null,
          beneficiary: 'Acme Ltd (off-platform sale)',
        },
      ],
    });
    expect(await lastAudit()).toMatchObject({
      action: 'inventory.retire',
      targetId: '5',
      before: { availableTonnes: 12_000 - 4 },
      after: { availableTonnes: 12_000 - 10, quantity: 6 },
    });
    const ledger = (await call('GET', '/api/ops/projects/5/ledger')).json() as { total: number };
    expect(ledger.total).toBe(2);
  });

  it('refuses to retire more than is available, with 409 and the figure', async () => {
    const response = await call('POST', '/api/ops/projects/6/retirements', {
      quantity: 8_001,
      beneficiary: 'Too many',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: formatMessage('INVENTORY.NOT_ENOUGH_CREDITS', { availableTonnes: 8_000 }),
      errors: { quantity: expect.any(String) },
    });
    expect(
      (await call('POST', '/api/ops/projects/6/retirements', { quantity: 1 })).statusCode,
    ).toBe(400);
  });

  it('allocates across two blocks as two ranges, each inside its block', async () => {
    await call('POST', '/api/ops/projects/6/retirements', { quantity: 7_998, beneficiary: 'Most' });
    await call('POST', '/api/ops/projects/6/issuances', {
      ...BLOCK,
      firstSerial: 9_001,
      quantity: 100,
    });
    const order = await paidOrder(6, 5, 'cert-span');
    const ranges = await ctx.db
      .select({ first: creditRetirements.firstSerial, last: creditRetirements.lastSerial })
      .from(creditRetirements)
      .where(eq(creditRetirements.certificateId, 'cert-span'))
      .orderBy(creditRetirements.firstSerial);
    expect(ranges).toEqual([
      { first: 7_999, last: 8_000 },
      { first: 9_001, last: 9_003 },
    ]);
    const ledger = (await call('GET', '/api/ops/projects/6/ledger')).json() as {
      entries: { orderId: number | null }[];
    };
    expect(ledger.entries.filter((entry) => entry.orderId === order)).toHaveLength(2);
    // The certificate names each range with the vintage of the block it came from.
    const certificate = await new DrizzleCertificateRepository(ctx.db).findById('cert-span');
    expect(certificate?.ranges.map((range) => [range.firstSerial, range.vintage])).toEqual([
      [7_999, 2024],
      [9_001, 2025],
    ]);
  });

  it('reuses a refunded range’s serials once the blocks’ tail is used up, so stock and serials agree', async () => {
    await call('POST', '/api/ops/projects/7/retirements', {
      quantity: 49_997,
      beneficiary: 'Most',
    });
    const refunded = await paidOrder(7, 3, 'cert-refunded'); // 49,998–50,000: the last of the block
    await ctx.db.transaction((tx) => refundOrderWithin(tx, refunded, NOW));
    expect(await project(7)).toMatchObject({ allocatedTonnes: 49_997, availableTonnes: 3 });
    await paidOrder(7, 2, 'cert-after');
    const live = await ctx.db
      .select({ first: creditRetirements.firstSerial, last: creditRetirements.lastSerial })
      .from(creditRetirements)
      .where(eq(creditRetirements.certificateId, 'cert-after'));
    expect(live).toEqual([{ first: 49_998, last: 49_999 }]);
    expect(await project(7)).toMatchObject({
      issuedTonnes: 50_000,
      allocatedTonnes: 49_999,
      heldTonnes: 0,
      availableTonnes: 1,
    });
  });

  it('is guarded by the database: a live range outside every block is refused', async () => {
    const order = await paidOrder(1, 1, 'cert-x');
    const [row] = await ctx.db.select().from(creditRetirements).limit(1);
    const outside = ctx.db.insert(creditRetirements).values({
      orderItemId: row?.orderItemId ?? 0,
      certificateId: 'cert-x',
      productId: 1,
      firstSerial: 25_001,
      lastSerial: 25_002,
      retiredAt: NOW,
    });
    await expect(outside).rejects.toThrow();
    expect(order).toBeGreaterThan(0);
    const [stock] = await ctx.db
      .select({ a: products.availableTonnes })
      .from(products)
      .where(eq(products.id, 1));
    expect(stock?.a).toBe(25_000 - 1);
  });
});
