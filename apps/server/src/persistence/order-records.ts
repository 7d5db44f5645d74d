import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import type { OrderLineRecord, OrderRecord } from '../services/ports/order.repository.port.js';
import type { Database } from './database.js';
import { certificates, orderItems, orders } from './schema.js';

/** The columns of an OrderRecord in the orders table (its lines and certificate aside). */
export const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  email: orders.email,
  receiptName: orders.receiptName,
  kind: orders.kind,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  currency: orders.currency,
  totalCents: orders.totalCents,
  donationCents: orders.donationCents,
  provider: orders.provider,
  providerSessionId: orders.providerSessionId,
  subscriptionId: orders.subscriptionId,
  reservationExpiresAt: orders.reservationExpiresAt,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

/** The columns of an OrderLineRecord in the order_items table. */
export const lineColumns = {
  orderItemId: orderItems.id,
  productId: orderItems.productId,
  productName: orderItems.productName,
  quantity: orderItems.quantity,
  priceAtTimeCents: orderItems.priceAtTimeCents,
};

/**
 * Reads the orders matching `where` with their lines and certificates: three queries whatever
 * the number of orders (one for the orders, one for all their lines, one for their certificates).
 * Newest first when `page` is given, else by id.
 */
export async function loadOrders(
  db: Database,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<OrderRecord[]> {
  const query = db.select(orderColumns).from(orders).where(where);
  const rows = page
    ? await query
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset)
    : await query.orderBy(asc(orders.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, certs] = await Promise.all([
    db
      .select({ orderId: orderItems.orderId, ...lineColumns })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select({ id: certificates.id, orderId: certificates.orderId })
      .from(certificates)
      .where(inArray(certificates.orderId, ids)),
  ]);
  const linesByOrder = new Map<number, OrderLineRecord[]>();
  for (const { orderId, ...line } of lines) {
    const list = linesByOrder.get(orderId) ?? [];
    list.push(line);
    linesByOrder.set(orderId, list);
  }
  const certificateByOrder = new Map(certs.map((cert) => [cert.orderId, cert.id]));
  return rows.map((row) => ({
    ...row,
    lines: linesByOrder.get(row.id) ?? [],
    certificateId: certificateByOrder.get(row.id) ?? null,
  }));
}
