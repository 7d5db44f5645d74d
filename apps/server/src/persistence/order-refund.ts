import { eq, inArray } from 'drizzle-orm';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type { Database } from './database.js';
import { asJobTransaction } from './drizzle-job.queue.js';
import { certificates, creditRetirements, orderItems, orders, refunds } from './schema.js';
import { returnTonnes } from './stock-ledger.js';

/**
 * Moves an order to REFUNDED inside the caller's transaction, with the order row locked: a PAID
 * order's tonnes go back to stock and its serial ranges and certificate are marked cancelled (the
 * certificate page says the retirement was cancelled; the serials are free again, allocated once
 * the project's later serials are used up: docs/reliability.md); a
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

/**
 * Records a full refund of `order` and queues the job that asks the provider for it, both in the
 * caller's transaction: the money goes back exactly once, whichever server runs the job.
 */
export async function queueFullRefund(
  tx: Database,
  jobs: JobQueue,
  order: Pick<
    typeof orders.$inferSelect,
    'id' | 'totalCents' | 'currency' | 'email' | 'providerSessionId' | 'providerInvoiceId'
  >,
  reason: (typeof refunds.$inferInsert)['reason'],
): Promise<number> {
  const [created] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      reason,
      amountCents: order.totalCents,
      currency: order.currency,
      email: order.email,
      providerSessionId: order.providerSessionId,
      providerInvoiceId: order.providerInvoiceId,
    })
    .returning({ id: refunds.id });
  if (!created) throw new Error('insert into refunds returned no row');
  const job = {
    kind: 'refund-payment',
    payload: { refundId: created.id },
    dedupeKey: `refund:${created.id}`,
  } as const;
  await jobs.enqueue(job, asJobTransaction(tx));
  return created.id;
}
