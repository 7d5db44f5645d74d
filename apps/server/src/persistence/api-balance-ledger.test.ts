import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseSnapshot } from '../test-support/database-snapshot.js';
import { MutableClock } from '../test-support/mutable-clock.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { creditBalance, debitBalance, readBalance } from './api-balance-ledger.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleJobQueue } from './drizzle-job.queue.js';
import {
  apiBalanceEntries,
  apiBalances,
  jobs,
  users,
  webhookEndpoints,
  webhookEvents,
} from './schema.js';

// The prepaid balances' ledger, on PGlite (and PostgreSQL with DATABASE_URL): every movement is
// one conditional update and one entry in the caller's transaction; never below zero.

let handle: DatabaseHandle;
let clock: MutableClock;
let queue: DrizzleJobQueue;
let userId: number;

beforeAll(async () => {
  handle = await openTestDatabase();
});
beforeEach(async () => {
  await handle.db.execute(
    sql`truncate users, api_balances, api_balance_entries, webhook_events, webhook_endpoints, jobs restart identity cascade`,
  );
  clock = new MutableClock();
  queue = new DrizzleJobQueue(handle.db, { clock });
  const [user] = await handle.db
    .insert(users)
    .values({ username: 'ledger', email: 'ledger@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = user?.id ?? 0;
});
afterAll(() => handle.close());

const credit = (amountCents: number, mode: 'test' | 'live' = 'live') =>
  handle.db.transaction((tx) =>
    creditBalance(tx, { userId, mode, amountCents, reason: 'top_up' }, clock.now()),
  );
const debit = (amountCents: number, apiOrderId = 'ord_x') =>
  handle.db.transaction((tx) =>
    debitBalance(tx, queue, { userId, mode: 'live', amountCents, apiOrderId }, clock.now()),
  );
const setThreshold = (cents: number) =>
  handle.db
    .update(apiBalances)
    .set({ lowBalanceThresholdCents: cents })
    .where(and(eq(apiBalances.userId, userId), eq(apiBalances.mode, 'live')));
const lowEvents = () =>
  handle.db.select().from(webhookEvents).where(eq(webhookEvents.type, 'balance.low'));

describe('the API balance ledger', () => {
  it('reads zero for an account that never had a balance', async () => {
    expect(await readBalance(handle.db, userId, 'live')).toEqual({
      object: 'balance',
      mode: 'live',
      availableCents: 0,
      currency: 'USD',
      lowBalanceThresholdCents: null,
    });
  });

  it('credits and debits with one entry each, keeping the modes apart', async () => {
    expect((await credit(5_000)).availableCents).toBe(5_000);
    await credit(700, 'test');
    const debited = await debit(1_200, 'ord_a');
    expect(debited).toEqual({
      ok: true,
      balance: expect.objectContaining({ availableCents: 3_800 }),
    });
    expect((await readBalance(handle.db, userId, 'test')).availableCents).toBe(700);
    const entries = await handle.db
      .select()
      .from(apiBalanceEntries)
      .orderBy(asc(apiBalanceEntries.id));
    expect(
      entries.map((e) => [e.mode, e.amountCents, e.balanceAfterCents, e.reason, e.apiOrderId]),
    ).toEqual([
      ['live', 5_000, 5_000, 'top_up', null],
      ['test', 700, 700, 'top_up', null],
      ['live', -1_200, 3_800, 'order', 'ord_a'],
    ]);
  });

  it('refuses a debit beyond the balance and leaves everything as it was', async () => {
    await credit(1_000);
    const before = await databaseSnapshot(handle.db);
    expect(await debit(1_001)).toEqual({ ok: false, availableCents: 1_000 });
    expect(await databaseSnapshot(handle.db)).toEqual(before);
  });

  it('never goes below zero under concurrent debits', async () => {
    await credit(1_000);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => debit(300, `ord_${index}`)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect((await readBalance(handle.db, userId, 'live')).availableCents).toBe(100);
    const debits = await handle.db
      .select()
      .from(apiBalanceEntries)
      .where(eq(apiBalanceEntries.reason, 'order'));
    expect(debits).toHaveLength(3);
  });

  it('records balance.low once per crossing under the threshold, again after rising above it', async () => {
    await credit(10_000);
    await setThreshold(5_000);
    await handle.db.insert(webhookEndpoints).values({
      id: 'we_ledgertest0000000000000000',
      userId,
      mode: 'live',
      url: 'https://hooks.example/nz',
      events: ['balance.low'],
      secret: 'whsec_test',
    });
    await debit(4_000); // 6,000: still above
    expect(await lowEvents()).toHaveLength(0);
    await debit(2_000); // 4,000: crossed
    await debit(1_000); // 3,000: still under, told already
    const [first, ...others] = await lowEvents();
    expect(others).toEqual([]);
    expect(first?.body).toMatchObject({
      type: 'balance.low',
      mode: 'live',
      data: {
        object: { object: 'balance', availableCents: 4_000, lowBalanceThresholdCents: 5_000 },
      },
    });
    const deliveries = await handle.db.select().from(jobs);
    expect(deliveries.map((job) => job.kind)).toEqual(['deliver-webhook']);

    await credit(1_000); // 4,000: under still, nothing resets
    await debit(500);
    expect(await lowEvents()).toHaveLength(1);
    await credit(3_000); // 6,500: above again
    await debit(2_000); // 4,500: a new crossing
    expect(await lowEvents()).toHaveLength(2);
  });
});
