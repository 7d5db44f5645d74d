import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleProductRepository } from './drizzle-product.repository.js';
import { DrizzleSubscriptionRepository } from './drizzle-subscription.repository.js';
import { subscriptions, users } from './schema.js';
import { CATALOGUE_SEED } from './seed/catalogue.seed.js';

let handle: DatabaseHandle;
let repo: DrizzleSubscriptionRepository;
let alice: number;
let bob: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  repo = new DrizzleSubscriptionRepository(handle.db);
  await new DrizzleProductRepository(handle.db).seedIfEmpty(CATALOGUE_SEED);
  const created = await handle.db
    .insert(users)
    .values([
      { username: 'alice', email: 'alice@example.com', passwordHash: 'x' },
      { username: 'bob', email: 'bob@example.com', passwordHash: 'x' },
    ])
    .returning({ id: users.id });
  [alice, bob] = created.map((row) => row.id) as [number, number];
});
beforeEach(async () => {
  await handle.db.delete(subscriptions);
});
afterAll(() => handle.close());

const periodEnd = new Date('2026-12-22T10:00:00Z');
const subscribe = (
  providerSubscriptionId: string,
  owner: { userId: number | null; email: string },
  quantity = 5,
) =>
  repo.upsertByProviderId({
    ...owner,
    receiptName: 'Green Rails Ltd',
    productId: 7,
    quantity,
    provider: 'sandbox',
    providerSubscriptionId,
    currentPeriodEnd: periodEnd,
  });

describe('DrizzleSubscriptionRepository', () => {
  it('creates a subscription with its product name, ACTIVE and not cancelled', async () => {
    const created = await subscribe('sub_1', { userId: alice, email: 'alice@example.com' });
    expect(created).toEqual({
      id: expect.any(Number),
      userId: alice,
      email: 'alice@example.com',
      receiptName: 'Green Rails Ltd',
      productId: 7,
      productName: 'NetZero Monthly Climate Portfolio',
      quantity: 5,
      status: 'ACTIVE',
      provider: 'sandbox',
      providerSubscriptionId: 'sub_1',
      currentPeriodEnd: periodEnd,
      createdAt: expect.any(Date),
      cancelledAt: null,
    });
    expect(await repo.findById(created.id)).toEqual(created);
    expect(await repo.findByProviderId('sub_1')).toEqual(created);
  });

  it('keeps one row per provider subscription, even for concurrent upserts', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        subscribe('sub_same', { userId: null, email: 'guest@example.com' }, i + 1),
      ),
    );
    const rows = await handle.db.select().from(subscriptions);
    expect(rows).toHaveLength(1);
    // Every caller gets the stored row, whichever insert won.
    for (const result of results) expect(result.id).toBe(rows[0]?.id);
    expect(new Set(results.map((r) => r.quantity)).size).toBe(1);
  });

  it('answers null for unknown ids', async () => {
    expect(await repo.findById(999)).toBeNull();
    expect(await repo.findByProviderId('sub_unknown')).toBeNull();
  });

  it("lists a user's own subscriptions and, with a verified e-mail, guest ones made with it, newest first", async () => {
    const own = await subscribe('sub_own', { userId: alice, email: 'work@alice.example' });
    const guest = await subscribe('sub_guest', { userId: null, email: 'ALICE@Example.com' });
    await subscribe('sub_other_guest', { userId: null, email: 'carol@example.com' });
    // Bob's subscription made with Alice's address stays Bob's.
    await subscribe('sub_bob', { userId: bob, email: 'alice@example.com' });

    expect((await repo.listVisibleTo(alice, null)).map((s) => s.id)).toEqual([own.id]);
    expect((await repo.listVisibleTo(alice, 'alice@example.com')).map((s) => s.id)).toEqual([
      guest.id,
      own.id,
    ]);
    expect((await repo.listVisibleTo(bob, 'bob@example.com')).map((s) => s.id)).not.toContain(
      guest.id,
    );
  });

  it('cancels once: the first cancellation time stays, and no later status revives it', async () => {
    const created = await subscribe('sub_c', { userId: alice, email: 'alice@example.com' });
    const first = new Date('2026-11-23T10:00:00Z');
    await repo.setStatus(created.id, 'CANCELLED', first);
    await repo.setStatus(created.id, 'CANCELLED', new Date('2026-11-24T10:00:00Z'));
    await repo.setStatus(created.id, 'ACTIVE', new Date('2026-11-25T10:00:00Z'));
    expect(await repo.findById(created.id)).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: first,
    });
  });

  it('moves between ACTIVE and PAST_DUE, and moves the period end', async () => {
    const created = await subscribe('sub_p', { userId: alice, email: 'alice@example.com' });
    await repo.setStatus(created.id, 'PAST_DUE', new Date());
    expect((await repo.findById(created.id))?.status).toBe('PAST_DUE');
    await repo.setStatus(created.id, 'ACTIVE', new Date());
    const next = new Date('2027-01-22T10:00:00Z');
    await repo.setPeriodEnd(created.id, next);
    expect(await repo.findById(created.id)).toMatchObject({
      status: 'ACTIVE',
      currentPeriodEnd: next,
      cancelledAt: null,
    });
  });
});
