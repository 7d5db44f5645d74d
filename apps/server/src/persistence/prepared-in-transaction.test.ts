import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { inTransaction } from './prepared-in-transaction.js';
import { rateLimitHits } from './schema.js';

// On PGlite and on PostgreSQL (DATABASE_URL): a statement prepared once on the database runs,
// through inTransaction, on the transaction's connection: inside it, never beside it.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
beforeEach(async () => {
  await handle.db.execute(sql`truncate rate_limit_hits`);
});
afterAll(() => handle.close());

const prepareInsert = () =>
  handle.db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), windowStart: new Date(0), hits: 1 })
    .returning({ key: rateLimitHits.key })
    .prepare('prepared_in_transaction_test_insert');

const keys = async () =>
  (await handle.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);

class Refused extends Error {}

describe('inTransaction', () => {
  it('runs the statement in the transaction: the transaction sees it, a rollback undoes it', async () => {
    const insert = prepareInsert();
    await expect(
      handle.db.transaction(async (tx) => {
        expect(await inTransaction(insert, tx).execute({ key: 'a' })).toEqual([{ key: 'a' }]);
        const seen = await tx
          .select({ key: rateLimitHits.key })
          .from(rateLimitHits)
          .where(eq(rateLimitHits.key, 'a'));
        expect(seen).toEqual([{ key: 'a' }]);
        throw new Refused();
      }),
    ).rejects.toBeInstanceOf(Refused);
    expect(await keys()).toEqual([]);
    // The statement itself still runs on the database, and again in a committed transaction.
    await insert.execute({ key: 'b' });
    await handle.db.transaction(async (tx) => {
      await inTransaction(insert, tx).execute({ key: 'c' });
    });
    expect((await keys()).sort()).toEqual(['b', 'c']);
  });

  it('keeps an uncommitted row from every other reader, and a rollback leaves none to see', async () => {
    const insert = prepareInsert();
    let outside: Promise<string[]> | undefined;
    await expect(
      handle.db.transaction(async (tx) => {
        await inTransaction(insert, tx).execute({ key: 'd' });
        // A read beside the transaction: PostgreSQL's pool lends it another connection, which
        // answers now; PGlite's one connection makes it wait for the transaction's end.
        outside = keys();
        if (handle.kind === 'postgres') expect(await outside).toEqual([]);
        throw new Refused();
      }),
    ).rejects.toBeInstanceOf(Refused);
    expect(await outside).toEqual([]);
    expect(await keys()).toEqual([]);
  });

  it('refuses what is not a transaction of this Drizzle', () => {
    const notATransaction = { _: { session: {} } } as unknown as Parameters<
      typeof inTransaction
    >[1];
    expect(() => inTransaction(prepareInsert(), notATransaction)).toThrow(/keeps no client/);
    expect(() => inTransaction({}, handle.db)).toThrow(/keeps no client/);
  });
});
