import type { Database } from './database.js';

/**
 * The statement prepared once on the database (`db.….prepare(name)`), run on `tx`'s connection.
 *
 * Why: Drizzle binds a prepared statement to the client it was built on (the pool, or PGlite's
 * instance), so inside a transaction it would run on another pool connection, outside the
 * transaction (on PGlite it would wait for the transaction to end: a deadlock). Building it again
 * per transaction is the query-building cost preparing saves (~125 µs a statement).
 *
 * How: a view of the statement, its prototype the statement itself, whose own `client` is the
 * transaction's. It relies on Drizzle 0.45's node-postgres and PGlite prepared queries reading the
 * driver from `this.client` when they execute, and on a transaction's session keeping its
 * connection in `client` (a checked-out pool client; PGlite's transaction); both are checked
 * here, so a Drizzle upgrade that changes them fails loudly (prepared-in-transaction.test.ts
 * proves, on both drivers, that the statement runs inside the transaction).
 */
export function inTransaction<Statement extends object>(
  statement: Statement,
  tx: Database,
): Statement {
  const client = (tx._.session as unknown as { client?: unknown }).client;
  if (client === undefined || client === null || !('client' in statement))
    throw new Error('inTransaction: this Drizzle keeps no client on its session or statement');
  return Object.create(statement, { client: { value: client } });
}
