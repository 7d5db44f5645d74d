import { eq, inArray } from 'drizzle-orm';
import type { Database } from './database.js';
import { certificates, creditRetirements, orderItems, orders } from './schema.js';
import { returnTonnes } from './stock-ledger.js';

/**
 * Moves an order to REFUNDED inside the caller's transaction, with the order row locked: a PAID
 * order's tonnes go back to stock and its serial ranges and certificate are marked cancelled (the
 * serials are never allocated again; the certificate page says the retirement was cancelled); a
 * PENDING order gives back the tonnes it held; a closed one (a late payment) has none to give.
 * False when it was refunded already.
 */
export async function refundOrderWithin(
  tx: Database,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order || order.status === 'REFUNDED') return false;
  await tx
    .update(orders)
    .set({ status: 'REFUNDED', refundedAt: now, closedAt: now })
    .where(eq(orders.id, orderId));
  if (order.status === 'PENDING' || order.status === 'PAID') await returnTonnes(tx, [orderId]);
  if (order.status === 'PAID') {
    const items = tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    await tx
      .update(creditRetirements)
      .set({ cancelledAt: now })
      .where(inArray(creditRetirements.orderItemId, items));
    await tx
      .update(certificates)
      .set({ cancelledAt: now })
      .where(eq(certificates.orderId, orderId));
  }
  return true;
}
