import { asc, inArray, type SQL } from 'drizzle-orm';
import type { OpsOrderRow } from '../../services/ports/ops-orders.port.js';
import type { Database } from '../database.js';
import { certificates, orderItems, orders } from '../schema.js';

/** The columns of an order row in the operators' list. */
export const opsOrderColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  status: orders.status,
  kind: orders.kind,
  email: orders.email,
  receiptName: orders.receiptName,
  userId: orders.userId,
  totalCents: orders.totalCents,
  currency: orders.currency,
};

type OrderRow = Omit<OpsOrderRow, 'tonnes' | 'projects' | 'certificateId'>;

/**
 * Completes a page of orders with their tonnes, project names and certificate: two queries
 * whatever the page's size.
 */
export async function withLineTotals(
  db: Database,
  rows: readonly OrderRow[],
): Promise<OpsOrderRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, certs] = await Promise.all([
    db
      .select({
        orderId: orderItems.orderId,
        productName: orderItems.productName,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select({ id: certificates.id, orderId: certificates.orderId })
      .from(certificates)
      .where(inArray(certificates.orderId, ids)),
  ]);
  const totals = new Map<number, { tonnes: number; projects: string[] }>();
  for (const line of lines) {
    const total = totals.get(line.orderId) ?? { tonnes: 0, projects: [] };
    total.tonnes += line.quantity;
    if (!total.projects.includes(line.productName)) total.projects.push(line.productName);
    totals.set(line.orderId, total);
  }
  const certificateOf = new Map(certs.map((cert) => [cert.orderId, cert.id]));
  return rows.map((row) => ({
    ...row,
    tonnes: totals.get(row.id)?.tonnes ?? 0,
    projects: totals.get(row.id)?.projects ?? [],
    certificateId: certificateOf.get(row.id) ?? null,
  }));
}

/** Selects order rows matching `where` (the caller orders and pages). */
export function selectOpsOrders(db: Database, where: SQL | undefined) {
  return db.select(opsOrderColumns).from(orders).where(where);
}
