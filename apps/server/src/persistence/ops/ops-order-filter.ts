import { and, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { OpsOrderFilter } from '../../services/ports/ops-orders.port.js';
import { certificates, orderItems, orders } from '../schema.js';

// A subquery's reference to the outer order names its table: unqualified, Drizzle's "id" would
// mean the subquery's own.
const orderId = sql.raw('"orders"."id"');

/** `text` for a LIKE pattern that matches it literally (its % and _ escaped). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

// q: a whole number may be an order id; anything may be part of an e-mail or a certificate id.
function searchCondition(q: string): SQL {
  const pattern = `%${likeLiteral(q.toLowerCase())}%`;
  const byEmail = sql`lower(${orders.email}) like ${pattern}`;
  const byCertificate = sql`exists (select 1 from ${certificates} where ${certificates.orderId} = ${orderId} and ${certificates.id} = ${q})`;
  const asId = /^\d{1,9}$/.test(q) ? [eq(orders.id, Number(q))] : [];
  return or(...asId, byEmail, byCertificate) as SQL;
}

/** The where clause of the operators' order filters (undefined: every order). */
export function opsOrderWhere(filter: OpsOrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(orders.status, filter.status));
  if (filter.from) parts.push(gte(orders.createdAt, filter.from));
  if (filter.to) parts.push(lt(orders.createdAt, filter.to));
  if (filter.projectId !== undefined)
    parts.push(
      sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orderId} and ${orderItems.productId} = ${filter.projectId})`,
    );
  if (filter.email) parts.push(sql`lower(${orders.email}) = lower(${filter.email})`);
  if (filter.q) parts.push(searchCondition(filter.q.trim()));
  return parts.length === 0 ? undefined : and(...parts);
}
