import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MutableClock } from '../test-support/mutable-clock.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { readBalance } from './api-balance-ledger.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleApiTopUpRepository } from './drizzle-api-top-up.repository.js';
import { apiBalanceEntries, users } from './schema.js';

// Top-ups on PGlite (and PostgreSQL with DATABASE_URL): marking one paid credits the live balance
// in the same transaction, once, however many callers race.

let handle: DatabaseHandle;
let topUps: DrizzleApiTopUpRepository;
let clock: MutableClock;
let userId: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  topUps = new DrizzleApiTopUpRepository(handle.db);
});
beforeEach(async () => {
  await handle.db.execute(
    sql`truncate users, api_top_ups, api_balances, api_balance_entries restart identity cascade`,
  );
  clock = new MutableClock();
  const [user] = await handle.db
    .insert(users)
    .values({ username: 'payer', email: 'payer@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = user?.id ?? 0;
});
afterAll(() => handle.close());

const open = async (amountCents: number) => {
  const topUp = await topUps.create(
    {
      userId,
      amountCents,
      currency: 'USD',
      provider: 'sandbox',
      expiresAt: new Date(clock.now().getTime() + 60_000),
    },
    clock.now(),
  );
  await topUps.attachSession(topUp.id, `cs_test_${topUp.id}`, topUp.expiresAt);
  return topUp;
};

describe('DrizzleApiTopUpRepository', () => {
  it('credits a top-up exactly once when many mark it paid at the same time', async () => {
    const topUp = await open(2_500);
    const winners = await Promise.all(
      Array.from({ length: 6 }, () => topUps.markPaidAndCredit(topUp.id, clock.now())),
    );
    expect(winners.filter(Boolean)).toHaveLength(1);
    expect((await readBalance(handle.db, userId, 'live')).availableCents).toBe(2_500);
    const entries = await handle.db.select().from(apiBalanceEntries);
    expect(entries.map((e) => [e.amountCents, e.reason, e.topUpId])).toEqual([
      [2_500, 'top_up', topUp.id],
    ]);
    expect(await topUps.findBySessionId(`cs_test_${topUp.id}`)).toMatchObject({ status: 'PAID' });
  });

  it('closes only PENDING top-ups, lists the due ones, and still credits a late payment', async () => {
    const due = await open(1_000);
    await open(2_000);
    clock.advance(30_000);
    expect(await topUps.findPendingDue(clock.now(), 10)).toEqual([]);
    clock.advance(30_000);
    expect((await topUps.findPendingDue(clock.now(), 10)).map((t) => t.id)).toEqual([1, 2]);
    expect(await topUps.close(due.id, 'EXPIRED', clock.now())).toBe(true);
    expect(await topUps.close(due.id, 'FAILED', clock.now())).toBe(false);
    expect(await topUps.markPaidAndCredit(due.id, clock.now())).toBe(true);
    expect(await topUps.close(due.id, 'EXPIRED', clock.now())).toBe(false);
    expect((await readBalance(handle.db, userId, 'live')).availableCents).toBe(1_000);
  });
});
