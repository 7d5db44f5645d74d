import { createHash } from 'node:crypto';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type {
  HoldPolicy,
  HoldRefusal,
  NewOrder,
  ProjectHold,
} from '../services/ports/order.repository.port.js';
import type { Database } from './database.js';
import { inTransaction } from './prepared-in-transaction.js';
import { orderItems, orders } from './schema.js';
import { type StatementNaming, statementName } from './statement-names.js';

// A client's unpaid holds, judged inside the reservation's transaction. Counting alone would let
// two concurrent requests of one client both pass (neither sees the other's uncommitted order),
// so each reservation first takes a transaction-scoped advisory lock per key of its client
// (e-mail, address, account): reservations sharing a key run one after the other, and the count
// that follows, a new statement, sees every order committed before. The locks are taken before
// any row lock, in ascending id order, and only here, so they add no deadlock to the row order
// (orders, then products by id).

/** The keys a client's holds are known by. */
function clientKeys(order: NewOrder): string[] {
  return [
    `email:${order.email.trim().toLowerCase()}`,
    ...(order.clientIp ? [`ip:${order.clientIp}`] : []),
    ...(order.userId === null ? [] : [`user:${order.userId}`]),
  ];
}

/** A 64-bit advisory-lock id for a key (a collision only makes two clients wait for each other). */
function lockId(key: string): bigint {
  return createHash('sha256').update(`hold:${key}`).digest().readBigInt64BE(0);
}

/** Waits until no other transaction holds a reservation of this client; released at commit. */
export async function lockClient(tx: Database, order: NewOrder): Promise<void> {
  const ids = [...new Set(clientKeys(order).map(lockId))].sort((a, b) => (a < b ? -1 : 1));
  // One statement: its select list is evaluated left to right, so the locks are taken in order.
  const locks = ids.map((id) => sql`pg_advisory_xact_lock(${String(id)}::bigint)`);
  await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}

// The statement of heldByClient for a client known by e-mail and, if given, address and account
// (placeholders email, orderId, clientIp, userId).
function prepareHeldByClient(
  db: Database,
  byIp: boolean,
  byUser: boolean,
  naming: StatementNaming,
) {
  const name = `orders_held_by_client${byIp ? '_ip' : ''}${byUser ? '_user' : ''}`;
  return db
    .select({
      productId: orderItems.productId,
      tonnes: sql`sum(${orderItems.quantity})`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'PENDING'),
        isNull(orders.providerInvoiceId),
        ne(orders.id, sql.placeholder('orderId')),
        or(
          sql`lower(${orders.email}) = lower(${sql.placeholder('email')})`,
          byIp ? eq(orders.clientIp, sql.placeholder('clientIp')) : undefined,
          byUser ? eq(orders.userId, sql.placeholder('userId')) : undefined,
        ),
      ),
    )
    .groupBy(orderItems.productId)
    .prepare(statementName(name, naming));
}

/**
 * Tonnes per product held by a client's PENDING orders other than `orderId` (renewals are paid:
 * not counted), read in the reservation's transaction by a statement prepared once on `db` per
 * way of knowing the client (every reservation with hold limits sends one).
 */
export type HeldByClient = (
  tx: Database,
  order: NewOrder,
  orderId: number,
) => Promise<Map<number, number>>;

export function preparedHeldByClient(db: Database, naming: StatementNaming): HeldByClient {
  const statements = new Map<string, ReturnType<typeof prepareHeldByClient>>();
  return async (tx, order, orderId) => {
    const byIp = Boolean(order.clientIp);
    const byUser = order.userId !== null;
    const shape = `${byIp}:${byUser}`;
    let statement = statements.get(shape);
    if (!statement) {
      statement = prepareHeldByClient(db, byIp, byUser, naming);
      statements.set(shape, statement);
    }
    const rows = await inTransaction(statement, tx).execute({
      email: order.email.trim(),
      orderId,
      clientIp: order.clientIp,
      userId: order.userId,
    });
    return new Map(rows.map((row) => [row.productId, row.tonnes]));
  };
}

/** Judges the new order `orderId` (its tonnes already taken) by the client's other unpaid holds. */
export async function judgeClientHolds(
  heldByClient: HeldByClient,
  tx: Database,
  order: NewOrder,
  orderId: number,
  projects: readonly Omit<ProjectHold, 'heldTonnes'>[],
  policy: HoldPolicy,
): Promise<HoldRefusal | null> {
  const held = await heldByClient(tx, order, orderId);
  let heldTonnes = 0;
  for (const tonnes of held.values()) heldTonnes += tonnes;
  return policy({
    projects: projects.map((project) => ({
      ...project,
      heldTonnes: held.get(project.productId) ?? 0,
    })),
    heldTonnes,
  });
}
