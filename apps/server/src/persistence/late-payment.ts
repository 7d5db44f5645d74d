import { eq } from 'drizzle-orm';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type { LatePaymentOutcome } from '../services/ports/order.repository.port.js';
import type { Database } from './database.js';
import { queueFullRefund } from './order-refund.js';
import { orderItems, orders, refunds } from './schema.js';
import { takeTonnes, totalsByProduct } from './stock-ledger.js';

const CLOSED = new Set(['EXPIRED', 'FAILED', 'CANCELLED']);

// Thrown inside the savepoint when a line is short, so the lines already taken are put back.
class Short extends Error {}

/**
 * A payment for a closed order: take its tonnes again and reopen it, or record an automatic refund.
 * The order row is locked first (orders before products, the ledger's lock order), so two
 * deliveries of the same late payment are serialised: the second sees the first's outcome.
 */
export async function reopenOrRefund(
  db: Database,
  jobs: JobQueue,
  orderId: number,
  reservationExpiresAt: Date,
): Promise<LatePaymentOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || !CLOSED.has(order.status)) return { kind: 'not-closed' };
    const [refund] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.orderId, orderId));
    // Once refunding, never fulfilled as well: the buyer would be both refunded and served.
    if (refund) return { kind: 'refund-pending', refundId: refund.id };
    const lines = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const retaken = await tx
      .transaction(async (savepoint) => {
        for (const [productId, quantity] of totalsByProduct(lines)) {
          if (typeof (await takeTonnes(savepoint, productId, quantity)) === 'string')
            throw new Short();
        }
      })
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof Short) return false;
          throw error;
        },
      );
    if (retaken) {
      await tx
        .update(orders)
        .set({ status: 'PENDING', closedAt: null, reservationExpiresAt })
        .where(eq(orders.id, orderId));
      return { kind: 'reopened' };
    }
    const refundId = await queueFullRefund(tx, jobs, order, 'late-payment');
    return { kind: 'refund-pending', refundId };
  });
}
