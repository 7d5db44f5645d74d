import { asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ApiOrderObject,
  ApiSerialRange,
} from '../services/ports/api-order.repository.port.js';
import type { Database } from './database.js';
import {
  apiOrders,
  apiTestRetirements,
  creditIssuances,
  creditRetirements,
  orderItems,
} from './schema.js';

/** An api_orders row. */
export type ApiOrderRow = typeof apiOrders.$inferSelect;

/** The public certificate page of a certificate id (as receipts and /api/orders link it). */
export function certificateUrl(publicUrl: string, certificateId: string): string {
  return `${publicUrl}/certificates/${encodeURIComponent(certificateId)}`;
}

/**
 * The one mapping of an API order to its wire form (V1Order): the /v1 answers and the webhook
 * events' bodies are both built here, so they never disagree.
 */
export function toApiOrderObject(
  row: ApiOrderRow,
  serialRanges: readonly ApiSerialRange[],
  publicUrl: string,
): ApiOrderObject {
  return {
    object: 'order',
    id: row.id,
    mode: row.mode,
    state: row.state,
    projectId: row.productId,
    projectName: row.productName,
    vintage: row.vintage,
    tonnes: row.tonnes,
    unitPriceCents: row.unitPriceCents,
    amountCents: row.amountCents,
    currency: row.currency,
    estimateId: row.estimateId,
    beneficiary: row.beneficiary,
    metadata: (row.metadata ?? {}) as Record<string, string>,
    createdAt: row.createdAt.toISOString(),
    draftExpiresAt: row.state === 'draft' ? (row.draftExpiresAt?.toISOString() ?? null) : null,
    placedAt: row.placedAt?.toISOString() ?? null,
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    certificateUrl:
      row.state === 'fulfilled' && row.certificateId
        ? certificateUrl(publicUrl, row.certificateId)
        : null,
    serialRanges: row.state === 'fulfilled' ? [...serialRanges] : [],
  };
}

/**
 * The serial ranges of fulfilled orders, by order id: live from credit_retirements with the
 * block's registry serial block and vintage, test from api_test_retirements (no registry block;
 * the vintage asked for, else the project's).
 */
export async function serialRangesOf(
  db: Database,
  rows: readonly ApiOrderRow[],
): Promise<Map<string, ApiSerialRange[]>> {
  const byOrder = new Map<string, ApiSerialRange[]>();
  const push = (id: string, range: ApiSerialRange) => {
    const list = byOrder.get(id) ?? [];
    list.push(range);
    byOrder.set(id, list);
  };
  const fulfilled = rows.filter((row) => row.state === 'fulfilled');
  const live = fulfilled.filter((row) => row.mode === 'live' && row.orderId !== null);
  const test = fulfilled.filter((row) => row.mode === 'test');
  if (live.length > 0) {
    const apiIdByOrder = new Map(live.map((row) => [row.orderId, row.id]));
    const ranges = await db
      .select({
        orderId: orderItems.orderId,
        first: creditRetirements.firstSerial,
        last: creditRetirements.lastSerial,
        registrySerialBlock: sql<string>`coalesce(${creditIssuances.registrySerialBlock}, '')`,
        vintage: sql<number>`coalesce(${creditIssuances.vintage}, 0)`.mapWith(Number),
      })
      .from(creditRetirements)
      .innerJoin(orderItems, eq(orderItems.id, creditRetirements.orderItemId))
      .leftJoin(
        creditIssuances,
        sql`${creditIssuances.productId} = ${creditRetirements.productId}
          and ${creditIssuances.firstSerial} <= ${creditRetirements.firstSerial}
          and ${creditRetirements.lastSerial} <= ${creditIssuances.lastSerial}`,
      )
      .where(
        inArray(
          orderItems.orderId,
          live.map((row) => row.orderId as number),
        ),
      )
      .orderBy(asc(creditRetirements.firstSerial));
    for (const { orderId, ...range } of ranges) {
      const id = apiIdByOrder.get(orderId);
      if (id) push(id, range);
    }
  }
  if (test.length > 0) {
    const vintageOf = new Map(test.map((row) => [row.id, row.vintage]));
    const ranges = await db
      .select({
        apiOrderId: apiTestRetirements.apiOrderId,
        first: apiTestRetirements.firstSerial,
        last: apiTestRetirements.lastSerial,
        projectVintage:
          sql<number>`(select p.vintage from products p where p.id = ${apiTestRetirements.productId})`.mapWith(
            Number,
          ),
      })
      .from(apiTestRetirements)
      .where(
        inArray(
          apiTestRetirements.apiOrderId,
          test.map((row) => row.id),
        ),
      )
      .orderBy(asc(apiTestRetirements.firstSerial));
    for (const range of ranges)
      push(range.apiOrderId, {
        first: range.first,
        last: range.last,
        registrySerialBlock: '',
        vintage: vintageOf.get(range.apiOrderId) ?? range.projectVintage,
      });
  }
  return byOrder;
}

/** The wire form of API orders, in the order given. */
export async function apiOrderObjects(
  db: Database,
  rows: readonly ApiOrderRow[],
  publicUrl: string,
): Promise<ApiOrderObject[]> {
  const ranges = await serialRangesOf(db, rows);
  return rows.map((row) => toApiOrderObject(row, ranges.get(row.id) ?? [], publicUrl));
}

/** One API order in its wire form, read in `db` (a transaction sees its own writes). */
export async function loadApiOrderObject(
  db: Database,
  id: string,
  publicUrl: string,
): Promise<ApiOrderObject | null> {
  const [row] = await db.select().from(apiOrders).where(eq(apiOrders.id, id));
  if (!row) return null;
  const [object] = await apiOrderObjects(db, [row], publicUrl);
  return object ?? null;
}
