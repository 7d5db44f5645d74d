import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { orderItems, products } from './schema.js';

// The statements that move tonnes and serials. Each runs inside the caller's transaction, after
// the order rows it changes, and touches product rows in ascending id order: every transaction
// takes its locks in that one order (orders, then products by id), so none waits for another in
// a cycle (no deadlocks between concurrent checkouts, fulfilments, renewals and expiries).

/** Sums quantities per product, in ascending product id order. */
export function totalsByProduct(
  lines: readonly { productId: number; quantity: number }[],
): [productId: number, quantity: number][] {
  const totals = new Map<number, number>();
  for (const line of lines)
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b);
}

/**
 * Takes `quantity` tonnes of a product in one conditional update (never below zero, whatever
 * runs concurrently); its title, price and the tonnes left when taken, 'missing' or 'short' otherwise.
 */
export async function takeTonnes(
  tx: Database,
  productId: number,
  quantity: number,
): Promise<
  | { title: string; priceCents: number; currency: string; availableTonnes: number }
  | 'missing'
  | 'short'
> {
  const [taken] = await tx
    .update(products)
    .set({ availableTonnes: sql`${products.availableTonnes} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.availableTonnes, quantity)))
    .returning({
      title: products.title,
      priceCents: products.priceCents,
      currency: products.currency,
      availableTonnes: products.availableTonnes,
    });
  if (taken) return taken;
  const [exists] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  return exists ? 'short' : 'missing';
}

/** Gives the tonnes of the given orders' lines back to stock (once per call: callers make it once per order). */
export async function returnTonnes(tx: Database, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]));
  for (const [productId, quantity] of totalsByProduct(lines)) {
    await tx
      .update(products)
      .set({ availableTonnes: sql`${products.availableTonnes} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}

/**
 * Allocates the next `quantity` serials of a product's ledger: one update that moves the
 * project's counter, so concurrent allocations get disjoint ranges. Returns the first serial.
 */
export async function allocateSerials(
  tx: Database,
  productId: number,
  quantity: number,
): Promise<number> {
  const [allocated] = await tx
    .update(products)
    .set({ nextSerial: sql`${products.nextSerial} + ${quantity}` })
    .where(eq(products.id, productId))
    .returning({ first: sql`${products.nextSerial} - ${quantity}`.mapWith(Number) });
  if (!allocated)
    throw new Error(`product ${productId} vanished while its order was being fulfilled`);
  return allocated.first;
}

/** Lines of one order in ascending product order (the ledger's locking order). */
export async function linesInLockOrder(tx: Database, orderId: number) {
  return tx
    .select({ id: orderItems.id, productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId), asc(orderItems.id));
}
