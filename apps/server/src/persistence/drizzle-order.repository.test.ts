import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewOrder } from '../services/ports/order.repository.port.js';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleOrderRepository } from './drizzle-order.repository.js';
import { DrizzleProductRepository } from './drizzle-product.repository.js';
import {
  certificates,
  creditRetirements,
  orderItems,
  orders as ordersTable,
  products,
  users,
} from './schema.js';
import { CATALOGUE_SEED } from './seed/catalogue.seed.js';

let handle: DatabaseHandle;
let orders: DrizzleOrderRepository;
let alice: number;
let bob: number;
const NOW = new Date('2026-11-22T10:00:00Z');
const LATER = new Date('2026-11-22T10:30:00Z');
let certificateSeq = 0;
const cert = (recipientName = 'Alice') => ({ id: `cert-${++certificateSeq}`, recipientName });

beforeAll(async () => {
  handle = await openTestDatabase();
  orders = new DrizzleOrderRepository(handle.db);
});
beforeEach(async () => {
  await handle.db.execute(
    sql`truncate users, products, orders, order_items, certificates, credit_retirements restart identity cascade`,
  );
  await new DrizzleProductRepository(handle.db).seedIfEmpty(CATALOGUE_SEED);
  const created = await handle.db
    .insert(users)
    .values([
      { username: 'alice', email: 'alice@example.com', passwordHash: 'x' },
      { username: 'bob', email: 'bob@example.com', passwordHash: 'x' },
    ])
    .returning({ id: users.id });
  [alice, bob] = created.map((row) => row.id) as [number, number];
});
afterAll(() => handle.close());

const newOrder = (overrides: Partial<NewOrder> = {}): NewOrder => ({
  userId: alice,
  email: 'alice@example.com',
  receiptName: 'Alice',
  kind: 'cart',
  paymentMethod: 'CREDIT_CARD',
  provider: 'sandbox',
  lines: [{ productId: 1, quantity: 3 }],
  reservationExpiresAt: LATER,
  ...overrides,
});
const stock = async (productId: number) => {
  const [row] = await handle.db
    .select({ available: products.availableTonnes, nextSerial: products.nextSerial })
    .from(products)
    .where(eq(products.id, productId));
  return row;
};
const setStock = (productId: number, availableTonnes: number) =>
  handle.db.update(products).set({ availableTonnes }).where(eq(products.id, productId));
const place = async (overrides: Partial<NewOrder> = {}) => {
  const result = await orders.createPending(newOrder(overrides));
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('DrizzleOrderRepository.createPending', () => {
  it('reserves the tonnes and prices every line from the catalogue, whatever the client thought', async () => {
    const order = await place({
      lines: [
        { productId: 1, quantity: 3 },
        { productId: 6, quantity: 2 },
      ],
    });
    expect(order).toMatchObject({
      userId: alice,
      status: 'PENDING',
      kind: 'cart',
      currency: 'USD',
      totalCents: 3 * 1400 + 2 * 1250,
      providerSessionId: null,
      certificateId: null,
      paidAt: null,
      reservationExpiresAt: LATER,
      lines: [
        {
          productId: 1,
          productName: CATALOGUE_SEED[0]?.title,
          quantity: 3,
          priceAtTimeCents: 1400,
        },
        { productId: 6, quantity: 2, priceAtTimeCents: 1250 },
      ],
    });
    expect((await stock(1))?.available).toBe(25_000 - 3);
    expect((await stock(6))?.available).toBe(8_000 - 2);
  });

  it('answers the order exactly as a later read finds it (built from what it wrote, not re-read)', async () => {
    const order = await place({
      userId: null,
      email: 'guest@example.com',
      kind: 'direct',
      donationCents: 500,
      subscriptionId: 7,
      clientIp: '203.0.113.9',
      lines: [
        { productId: 6, quantity: 2 },
        { productId: 1, quantity: 3 },
        { productId: 6, quantity: 1 },
      ],
    });
    expect(order.totalCents).toBe(3 * 1250 + 3 * 1400 + 500);
    expect(order.lines.map((line) => line.productId)).toEqual([6, 1, 6]);
    expect(await orders.findById(order.id)).toEqual(order);
  });

  it('writes orders of every length, again and again (its statements are prepared once per length)', async () => {
    // One line, a few, and more than the repository keeps a statement for (built per call).
    for (const lineCount of [1, 3, 1, 12, 3, 12]) {
      const lines = Array.from({ length: lineCount }, (_, i) => ({
        productId: i % 2 === 0 ? 1 : 6,
        quantity: i + 1,
      }));
      const order = await place({ lines, donationCents: lineCount });
      const expected = lines.reduce(
        (sum, line) => sum + line.quantity * (line.productId === 1 ? 1400 : 1250),
        lineCount,
      );
      expect(order.totalCents).toBe(expected);
      expect(order.lines.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual(
        lines,
      );
      expect(await orders.findById(order.id)).toEqual(order);
    }
  });

  it('writes nothing when any line is short, even after an earlier line was taken', async () => {
    await setStock(6, 1);
    const result = await orders.createPending(
      newOrder({
        lines: [
          { productId: 1, quantity: 3 },
          { productId: 6, quantity: 2 },
        ],
      }),
    );
    expect(result).toEqual({ ok: false, error: 'NOT_ENOUGH_CREDITS' });
    expect((await stock(1))?.available).toBe(25_000);
    expect((await stock(6))?.available).toBe(1);
    expect(await handle.db.select().from(ordersTable)).toEqual([]);
    expect(await handle.db.select().from(orderItems)).toEqual([]);
  });

  it('answers PRODUCT_NOT_FOUND for a product that does not exist, and writes nothing', async () => {
    const result = await orders.createPending(
      newOrder({
        lines: [
          { productId: 1, quantity: 1 },
          { productId: 999, quantity: 1 },
        ],
      }),
    );
    expect(result).toEqual({ ok: false, error: 'PRODUCT_NOT_FOUND' });
    expect((await stock(1))?.available).toBe(25_000);
    expect(await handle.db.select().from(ordersTable)).toEqual([]);
  });

  it('takes two lines of one product together (both must fit)', async () => {
    await setStock(2, 5);
    const result = await orders.createPending(
      newOrder({
        lines: [
          { productId: 2, quantity: 3 },
          { productId: 2, quantity: 3 },
        ],
      }),
    );
    expect(result).toEqual({ ok: false, error: 'NOT_ENOUGH_CREDITS' });
    expect((await stock(2))?.available).toBe(5);
  });

  it('never oversells under concurrent checkouts: 30 orders of 5 tonnes for 50 tonnes, 10 win', async () => {
    await setStock(3, 50);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        orders.createPending(newOrder({ lines: [{ productId: 3, quantity: 5 }] })),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(
      results.filter((r) => !r.ok).every((r) => !r.ok && r.error === 'NOT_ENOUGH_CREDITS'),
    ).toBe(true);
    expect((await stock(3))?.available).toBe(0);
    expect(await handle.db.select().from(ordersTable)).toHaveLength(10);
  });

  it('refuses lines no caller should send (a zero quantity would add stock)', async () => {
    await expect(
      orders.createPending(newOrder({ lines: [{ productId: 1, quantity: 0 }] })),
    ).rejects.toThrow(RangeError);
    await expect(orders.createPending(newOrder({ lines: [] }))).rejects.toThrow(RangeError);
    expect((await stock(1))?.available).toBe(25_000);
  });

  it('creates one order per renewal invoice, even for parallel deliveries, and reserves once', async () => {
    const renewal = newOrder({
      kind: 'subscription',
      lines: [{ productId: 7, quantity: 5 }],
      providerInvoiceId: 'in_1',
    });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => orders.createPending(renewal)),
    );
    const ids = new Set(results.map((r) => (r.ok ? r.value.id : 0)));
    expect(ids.size).toBe(1);
    expect(ids.has(0)).toBe(false);
    expect((await stock(7))?.available).toBe(50_000 - 5);
  });
});

describe('DrizzleOrderRepository sessions and lookups', () => {
  it('finds an order by id and by its attached session, and links its subscription', async () => {
    const order = await place();
    await orders.attachSession(order.id, 'cs_1');
    await orders.linkSubscription(order.id, 42);
    const found = await orders.findBySessionId('cs_1');
    expect(found).toMatchObject({ id: order.id, providerSessionId: 'cs_1', subscriptionId: 42 });
    expect(await orders.findById(order.id)).toEqual(found);
    expect(await orders.findBySessionId('cs_other')).toBeNull();
    expect(await orders.findById(999)).toBeNull();
  });

  it('refuses a second order on the same session (one session fulfils one order)', async () => {
    const first = await place();
    const second = await place();
    await orders.attachSession(first.id, 'cs_same');
    await expect(orders.attachSession(second.id, 'cs_same')).rejects.toThrow();
  });
});

describe('DrizzleOrderRepository.fulfil', () => {
  it('marks the order paid, retires a serial range per line and issues the certificate', async () => {
    const order = await place({
      lines: [
        { productId: 1, quantity: 3 },
        { productId: 6, quantity: 2 },
      ],
    });
    const outcome = await orders.fulfil(order.id, { id: 'cert-a', recipientName: 'Alice' }, NOW);
    expect(outcome).toMatchObject({
      fulfilledNow: true,
      order: { status: 'PAID', paidAt: NOW, certificateId: 'cert-a' },
    });
    const [line1, line6] = order.lines;
    expect(await orders.serialRanges(order.id)).toEqual([
      { orderItemId: line1?.orderItemId, productId: 1, firstSerial: 1, lastSerial: 3 },
      { orderItemId: line6?.orderItemId, productId: 6, firstSerial: 1, lastSerial: 2 },
    ]);
    expect(await handle.db.select().from(certificates)).toEqual([
      { id: 'cert-a', orderId: order.id, recipientName: 'Alice', issuedAt: NOW, cancelledAt: null },
    ]);
    expect((await stock(1))?.nextSerial).toBe(4);
    // Paying commits the reservation: the tonnes stay out of stock.
    expect((await stock(1))?.available).toBe(25_000 - 3);
  });

  it('fulfils once when called five times in parallel: one winner, one certificate, one set of serials', async () => {
    const order = await place();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => orders.fulfil(order.id, cert(), NOW)),
    );
    expect(outcomes.filter((o) => o?.fulfilledNow)).toHaveLength(1);
    expect(outcomes.every((o) => o?.order.status === 'PAID')).toBe(true);
    const winner = outcomes.find((o) => o?.fulfilledNow);
    expect(new Set(outcomes.map((o) => o?.order.certificateId))).toEqual(
      new Set([winner?.order.certificateId]),
    );
    expect(await handle.db.select().from(certificates)).toHaveLength(1);
    expect(await handle.db.select().from(creditRetirements)).toHaveLength(1);
    expect((await stock(1))?.nextSerial).toBe(4);
  });

  it('answers null for an unknown order and for a closed one, and writes nothing', async () => {
    expect(await orders.fulfil(999, cert(), NOW)).toBeNull();
    const order = await place();
    await orders.close(order.id, 'EXPIRED', NOW);
    expect(await orders.fulfil(order.id, cert(), NOW)).toBeNull();
    expect((await orders.findById(order.id))?.status).toBe('EXPIRED');
    expect(await handle.db.select().from(certificates)).toEqual([]);
    expect((await stock(1))?.nextSerial).toBe(1);
  });
});

describe('the serial ledger', () => {
  it('gives the orders of one project contiguous ranges that never overlap, whatever the concurrency', async () => {
    const placed = await Promise.all(
      [3, 1, 4, 1, 5, 9, 2, 6].map((quantity) => place({ lines: [{ productId: 2, quantity }] })),
    );
    await Promise.all(placed.map((order) => orders.fulfil(order.id, cert(), NOW)));
    const ranges = (await Promise.all(placed.map((order) => orders.serialRanges(order.id))))
      .flat()
      .sort((a, b) => a.firstSerial - b.firstSerial);
    let next = 1;
    for (const range of ranges) {
      expect(range.firstSerial).toBe(next);
      next = range.lastSerial + 1;
    }
    expect(next - 1).toBe(3 + 1 + 4 + 1 + 5 + 9 + 2 + 6);
    expect((await stock(2))?.nextSerial).toBe(next);
  });

  it('is guarded by the database: an overlapping range written by hand is rejected', async () => {
    const [first, second] = [await place(), await place()];
    await orders.fulfil(first.id, { id: 'cert-first', recipientName: 'A' }, NOW); // serials 1–3
    await orders.fulfil(second.id, { id: 'cert-second', recipientName: 'A' }, NOW); // serials 4–6
    const [, secondLine] = await handle.db.select().from(orderItems).orderBy(orderItems.id);
    await handle.db
      .delete(creditRetirements)
      .where(eq(creditRetirements.certificateId, 'cert-second'));
    const overlapping = handle.db.insert(creditRetirements).values({
      orderItemId: secondLine?.id ?? 0,
      certificateId: 'cert-second',
      productId: 1,
      firstSerial: 3,
      lastSerial: 5,
      retiredAt: NOW,
    });
    await expect(overlapping).rejects.toSatisfy((error: unknown) => errorCode(error) === '23P01');
    // The same range for another project is fine: each project has its own ledger.
    await handle.db.insert(creditRetirements).values({
      orderItemId: secondLine?.id ?? 0,
      certificateId: 'cert-second',
      productId: 2,
      firstSerial: 3,
      lastSerial: 5,
      retiredAt: NOW,
    });
  });
});

describe('DrizzleOrderRepository.close and expireDue', () => {
  it('closes a pending order once and gives its tonnes back once', async () => {
    const order = await place({ lines: [{ productId: 4, quantity: 7 }] });
    expect(await orders.close(order.id, 'FAILED', NOW)).toBe(true);
    expect(await orders.close(order.id, 'CANCELLED', NOW)).toBe(false);
    expect((await orders.findById(order.id))?.status).toBe('FAILED');
    expect((await stock(4))?.available).toBe(30_000);
  });

  it('never closes a paid order (its tonnes are retired, not returned)', async () => {
    const order = await place();
    await orders.fulfil(order.id, cert(), NOW);
    expect(await orders.close(order.id, 'EXPIRED', NOW)).toBe(false);
    expect((await orders.findById(order.id))?.status).toBe('PAID');
    expect((await stock(1))?.available).toBe(25_000 - 3);
  });

  it('expires only reservations past their time, once, returning their tonnes once', async () => {
    const due = await place({ lines: [{ productId: 5, quantity: 4 }], reservationExpiresAt: NOW });
    const notYet = await place({
      lines: [{ productId: 5, quantity: 2 }],
      reservationExpiresAt: LATER,
    });
    const at = new Date(NOW.getTime() + 1);
    const [first, second] = await Promise.all([orders.expireDue(at), orders.expireDue(at)]);
    expect([...(first ?? []), ...(second ?? [])]).toEqual([due.id]);
    expect(await orders.expireDue(at)).toEqual([]);
    expect((await orders.findById(due.id))?.status).toBe('EXPIRED');
    expect((await orders.findById(notYet.id))?.status).toBe('PENDING');
    expect((await stock(5))?.available).toBe(12_000 - 2);
  });

  it('lists the due orders with their sessions, and expires only those the sweep names', async () => {
    const asked = await place({
      lines: [{ productId: 5, quantity: 4 }],
      reservationExpiresAt: NOW,
    });
    const other = await place({
      lines: [{ productId: 5, quantity: 1 }],
      reservationExpiresAt: NOW,
    });
    await orders.attachSession(asked.id, 'cs_asked');
    await place({ lines: [{ productId: 5, quantity: 2 }], reservationExpiresAt: LATER });
    const at = new Date(NOW.getTime() + 1);
    expect(await orders.findDue(at, 10)).toEqual([
      { id: asked.id, providerSessionId: 'cs_asked' },
      { id: other.id, providerSessionId: null },
    ]);
    expect(await orders.findDue(at, 1)).toHaveLength(1);
    expect(await orders.expireDue(at, [])).toEqual([]);
    expect(await orders.expireDue(at, [asked.id])).toEqual([asked.id]);
    expect((await orders.findById(other.id))?.status).toBe('PENDING');
    expect((await stock(5))?.available).toBe(12_000 - 1 - 2);
  });

  it('lets exactly one of expiry and fulfilment win a race, leaving a consistent ledger', async () => {
    for (let round = 0; round < 10; round++) {
      const order = await place({
        lines: [{ productId: 3, quantity: 2 }],
        reservationExpiresAt: NOW,
      });
      const before = await stock(3);
      const [expired, fulfilled] = await Promise.all([
        orders.expireDue(LATER),
        orders.fulfil(order.id, cert(), LATER),
      ]);
      const status = (await orders.findById(order.id))?.status;
      const after = await stock(3);
      if (fulfilled?.fulfilledNow) {
        expect(expired).toEqual([]);
        expect(status).toBe('PAID');
        expect(after?.available).toBe(before?.available);
        expect(await orders.serialRanges(order.id)).toHaveLength(1);
      } else {
        expect(fulfilled).toBeNull();
        expect(expired).toEqual([order.id]);
        expect(status).toBe('EXPIRED');
        expect(after?.available).toBe((before?.available ?? 0) + 2);
        expect(await orders.serialRanges(order.id)).toEqual([]);
      }
    }
  });
});

describe('under a storm of concurrent checkouts, payments, failures, expiries and renewals', () => {
  it('never deadlocks, conserves every tonne and keeps each ledger contiguous', async () => {
    const mixes = [
      [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 2 },
      ],
      [
        { productId: 2, quantity: 1 },
        { productId: 1, quantity: 3 },
        { productId: 3, quantity: 1 },
      ],
      [{ productId: 3, quantity: 2 }],
    ];
    const operation = async (i: number) => {
      const placed = await orders.createPending(
        newOrder({
          lines: mixes[i % 3],
          reservationExpiresAt: i % 2 === 0 ? NOW : LATER,
          // Every fifth is a renewal, and invoices repeat (redeliveries).
          providerInvoiceId: i % 5 === 0 ? `in_${i % 10}` : null,
        }),
      );
      if (!placed.ok) throw new Error(placed.error);
      const id = placed.value.id;
      if (i % 4 === 0)
        await Promise.all([orders.fulfil(id, cert(), NOW), orders.fulfil(id, cert(), NOW)]);
      if (i % 4 === 1)
        await Promise.all([orders.close(id, 'FAILED', NOW), orders.fulfil(id, cert(), NOW)]);
      if (i % 4 === 2) await Promise.all([orders.expireDue(LATER), orders.fulfil(id, cert(), NOW)]);
    };
    // Three waves of 60 at once: a lock cycle, were one possible, shows within a few on PostgreSQL.
    for (let wave = 0; wave < 3; wave++) {
      await Promise.all(Array.from({ length: 60 }, (_, i) => operation(wave * 60 + i)));
    }

    const held = await handle.db.execute(sql`
      select p.id, p.available_tonnes as available, p.next_serial as next,
        coalesce(sum(oi.quantity) filter (where o.status in ('PENDING', 'PAID')), 0)::int as held,
        coalesce(sum(oi.quantity) filter (where o.status = 'PAID'), 0)::int as sold
      from products p left join order_items oi on oi.product_id = p.id left join orders o on o.id = oi.order_id
      where p.id in (1, 2, 3) group by p.id order by p.id`);
    const initial: Record<number, number> = { 1: 25_000, 2: 18_000, 3: 40_000 };
    const rows = (
      held as unknown as {
        rows: {
          id: number;
          available: number;
          next: string | number;
          held: number;
          sold: number;
        }[];
      }
    ).rows;
    for (const row of rows) {
      expect(row.available + row.held, `product ${row.id}`).toBe(initial[row.id]);
      expect(Number(row.next) - 1, `product ${row.id}`).toBe(row.sold);
      const ranges = await handle.db
        .select()
        .from(creditRetirements)
        .where(eq(creditRetirements.productId, row.id))
        .orderBy(creditRetirements.firstSerial);
      let next = 1;
      for (const range of ranges) {
        expect(range.firstSerial).toBe(next);
        next = range.lastSerial + 1;
      }
      expect(next).toBe(Number(row.next));
    }
  });
});

describe('DrizzleOrderRepository.listVisibleTo', () => {
  it("lists a user's own orders newest first, with lines, certificate, total count and paging", async () => {
    const made = [];
    for (let i = 1; i <= 7; i++) made.push(await place({ lines: [{ productId: 1, quantity: i }] }));
    await place({ userId: bob, email: 'bob@example.com' });
    const paid = made[6];
    if (!paid) throw new Error('no order');
    await orders.fulfil(paid.id, { id: 'cert-newest', recipientName: 'Alice' }, NOW);

    const first = await orders.listVisibleTo(alice, null, 0, 5);
    expect(first.total).toBe(7);
    expect(first.orders.map((o) => o.id)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((o) => o.id),
    );
    expect(first.orders[0]).toMatchObject({
      status: 'PAID',
      certificateId: 'cert-newest',
      lines: [{ quantity: 7 }],
    });
    const second = await orders.listVisibleTo(alice, null, 1, 5);
    expect(second.orders.map((o) => o.id)).toEqual([made[1]?.id, made[0]?.id]);
    expect((await orders.listVisibleTo(alice, null, 2, 5)).orders).toEqual([]);
  });

  it("shows guest orders made with the e-mail only once it is verified, and never another user's", async () => {
    const guest = await place({ userId: null, email: 'Alice@Example.com', kind: 'direct' });
    const bobs = await place({ userId: bob, email: 'alice@example.com' });
    const own = await place();
    expect((await orders.listVisibleTo(alice, null, 0, 10)).orders.map((o) => o.id)).toEqual([
      own.id,
    ]);
    const verified = await orders.listVisibleTo(alice, 'alice@example.com', 0, 10);
    expect(verified.orders.map((o) => o.id)).toEqual([own.id, guest.id]);
    expect(verified.total).toBe(2);
    expect(verified.orders.map((o) => o.id)).not.toContain(bobs.id);
  });
});

// PostgreSQL's SQLSTATE from a Drizzle error (the driver's error is its cause).
function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
