import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { orders, subscriptions, users } from '../schema.js';

// Drizzle may write a column without its table inside a select list; a subquery's reference to the
// outer account must name its table, or it would mean the subquery's own id.
const accountId = sql.raw('"users"."id"');

/** The columns of an account in the operators' list, its counts included. */
export const customerColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
  orders:
    sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${accountId})`.mapWith(
      Number,
    ),
  paidTotalCents:
    sql<number>`(select coalesce(sum(${orders.totalCents}), 0) from ${orders} where ${orders.userId} = ${accountId} and ${orders.status} = 'PAID')`.mapWith(
      Number,
    ),
  subscriptions:
    sql<number>`(select count(*) from ${subscriptions} where ${subscriptions.userId} = ${accountId})`.mapWith(
      Number,
    ),
};

/** Selects accounts matching `where` with their counts. */
export function selectCustomers(db: Database, where: SQL | undefined) {
  return db.select(customerColumns).from(users).where(where);
}
