import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOLD_LIMITS, holdPolicy } from '../services/orders/hold-limits.js';
import type { HoldSnapshot, NewOrder } from '../services/ports/order.repository.port.js';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleOrderRepository } from './drizzle-order.repository.js';
import { DrizzleProductRepository } from './drizzle-product.repository.js';
import { orderItems, orders as ordersTable, products, users } from './schema.js';
import { CATALOGUE_SEED } from './seed/catalogue.seed.js';

// The hold limits inside the reservation's transaction (DESIGN §5 'Holds have limits'), on PGlite
// and on PostgreSQL (DATABASE_URL): what the policy is shown, that a refusal writes nothing, and
// that one client's concurrent reservations cannot all pass the cap.

let handle: DatabaseHandle;
let orders: DrizzleOrderRepository;
let alice: number;
const LATER = new Date('2026-11-22T10:30:00Z');

beforeAll(async () => {
  handle = await openTestDatabase();
  orders = new DrizzleOrderRepository(handle.db);
});
beforeEach(async () => {
  await handle.db.execute(
    sql`truncate users, products, orders, order_items, certificates, credit_retirements restart identity cascade`,
  );
  await new DrizzleProductRepository(handle.db).seedIfEmpty(CATALOGUE_SEED);
  const [created] = await handle.db
    .insert(users)
    .values({ username: 'alice', email: 'alice@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  alice = created?.id ?? 0;
});
afterAll(() => handle.close());

const guest = (overrides: Partial<NewOrder> = {}): NewOrder => ({
  userId: null,
  email: 'guest@example.com',
  receiptName: 'Guest',
  kind: 'direct',
  paymentMethod: 'CARD',
  provider: 'sandbox',
  lines: [{ productId: 1, quantity: 3 }],
  reservationExpiresAt: LATER,
  clientIp: '203.0.113.7',
  ...overrides,
});
const available = async (productId: number) => {
  const [row] = await handle.db
    .select({ tonnes: products.availableTonnes })
    .from(products)
    .where(eq(products.id, productId));
  return row?.tonnes;
};
/** A policy that lets everything through and keeps what it was shown. */
const recording = () => {
  const seen: HoldSnapshot[] = [];
  const policy = (snapshot: HoldSnapshot) => {
    seen.push(snapshot);
    return null;
  };
  return { seen, policy };
};

describe('DrizzleOrderRepository.createPending with a hold policy', () => {
  it("records the client's address on the order (none for a renewal)", async () => {
    const placed = await orders.createPending(guest(), holdPolicy());
    const renewal = await orders.createPending(
      guest({ kind: 'subscription', providerInvoiceId: 'in_1', clientIp: null }),
    );
    const rows = await handle.db
      .select({ id: ordersTable.id, clientIp: ordersTable.clientIp })
      .from(ordersTable)
      .orderBy(ordersTable.id);
    expect(placed.ok && renewal.ok).toBe(true);
    expect(rows).toEqual([
      { id: 1, clientIp: '203.0.113.7' },
      { id: 2, clientIp: null },
    ]);
  });

  it("shows the policy the client's unpaid holds by e-mail (any case), address and account, and the stock before", async () => {
    await orders.createPending(guest({ email: 'GUEST@example.com', clientIp: '10.0.0.1' }));
    await orders.createPending(
      guest({ email: 'other@example.com', lines: [{ productId: 2, quantity: 5 }] }),
    );
    await orders.createPending(
      guest({ email: 'alice@example.com', userId: alice, clientIp: '10.0.0.2', kind: 'cart' }),
    );
    // Not the client's: someone else, a closed order, a paid renewal.
    await orders.createPending(guest({ email: 'x@example.com', clientIp: '10.0.0.3' }));
    const closed = await orders.createPending(guest({ clientIp: null }));
    if (closed.ok) await orders.close(closed.value.id, 'EXPIRED', LATER);
    await orders.createPending(guest({ providerInvoiceId: 'in_9', clientIp: null }));
    const { seen, policy } = recording();
    const stockBefore = await available(1);
    const result = await orders.createPending(
      guest({ userId: alice, email: 'guest@example.com', lines: [{ productId: 1, quantity: 4 }] }),
      policy,
    );
    expect(result.ok).toBe(true);
    expect(seen).toEqual([
      {
        projects: [
          {
            productId: 1,
            projectName: CATALOGUE_SEED[0]?.title,
            requestedTonnes: 4,
            heldTonnes: 3 + 3,
            availableTonnes: stockBefore,
          },
        ],
        heldTonnes: 3 + 5 + 3,
      },
    ]);
  });

  it('writes nothing and answers the refusal when the policy refuses', async () => {
    const refusal = {
      code: 'CHECKOUT.UNPAID_HOLD_LIMIT',
      maxTonnes: 2,
      heldTonnes: 0,
      projectName: null,
    } as const;
    const before = await available(1);
    expect(await orders.createPending(guest(), () => refusal)).toEqual({
      ok: false,
      error: refusal,
    });
    expect(await available(1)).toBe(before);
    expect(await handle.db.select().from(ordersTable)).toEqual([]);
  });

  it('lets 20 concurrent 1-tonne reservations of one client hold no more than its share (20 t of 100)', async () => {
    await handle.db.update(products).set({ availableTonnes: 100 }).where(eq(products.id, 1));
    // Each has its own e-mail: only the address ties them to one client.
    const attempts = Array.from({ length: 30 }, (_, i) =>
      orders.createPending(
        guest({ email: `racer${i}@example.com`, lines: [{ productId: 1, quantity: 1 }] }),
        holdPolicy(HOLD_LIMITS),
      ),
    );
    const results = await Promise.all(attempts);
    const refused = results.filter((result) => !result.ok);
    expect(results.filter((result) => result.ok)).toHaveLength(20);
    expect(refused.every((r) => !r.ok && r.error !== null && typeof r.error === 'object')).toBe(
      true,
    );
    expect(await available(1)).toBe(80);
  });

  it('lets 21 concurrent reservations of one client in 7 projects hold no more than 2,000 t in all', async () => {
    // No project's row serializes them: only the client's lock does.
    const attempts = Array.from({ length: 21 }, (_, i) =>
      orders.createPending(
        guest({
          email: `spread${i}@example.com`,
          lines: [{ productId: (i % 7) + 1, quantity: 250 }],
        }),
        holdPolicy(HOLD_LIMITS),
      ),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((result) => result.ok)).toHaveLength(8);
    const [held] = await handle.db
      .select({ tonnes: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems);
    expect(held?.tonnes).toBe(2_000);
  });
});
