import { err } from '@netzero/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakePaymentProvider } from '../../test-support/fake-payment-provider.js';
import { MutableClock } from '../../test-support/mutable-clock.js';
import type {
  SubscriptionRecord,
  SubscriptionRepository,
  SubscriptionStatus,
} from '../ports/subscription.repository.port.js';
import type { UserRecord, UserRepository } from '../ports/user.repository.port.js';
import { SubscriptionService } from './subscription.service.js';

const record = (id: number, owner: Partial<SubscriptionRecord>): SubscriptionRecord => ({
  id,
  userId: null,
  email: 'guest@example.com',
  receiptName: 'Green Rails',
  productId: 7,
  productName: 'NetZero Monthly Climate Portfolio',
  quantity: 5,
  status: 'ACTIVE',
  provider: 'sandbox',
  providerSubscriptionId: `sub_${id}`,
  currentPeriodEnd: new Date('2026-12-22T10:00:00Z'),
  createdAt: new Date('2026-11-22T10:00:00Z'),
  cancelledAt: null,
  ...owner,
});

/** Subscriptions in memory, with the repository's visibility rule. */
class MemorySubscriptions implements Partial<SubscriptionRepository> {
  readonly rows = new Map<number, SubscriptionRecord>();
  lastVisibleQuery: [number, string | null] | null = null;

  async findById(id: number) {
    return this.rows.get(id) ?? null;
  }
  async listVisibleTo(userId: number, verifiedEmail: string | null) {
    this.lastVisibleQuery = [userId, verifiedEmail];
    return [...this.rows.values()].filter(
      (s) => s.userId === userId || (s.userId === null && s.email === verifiedEmail),
    );
  }
  async setStatus(id: number, status: SubscriptionStatus, now: Date) {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, status, cancelledAt: now });
  }
}

class BrokenProvider extends FakePaymentProvider {
  override async cancelSubscription(): Promise<void> {
    throw new Error('provider down');
  }
}

const user = (id: number, email: string, verified: boolean): UserRecord => ({
  id,
  username: `u${id}`,
  email,
  passwordHash: 'x',
  emailVerifiedAt: verified ? new Date('2026-11-01T00:00:00Z') : null,
});

let rows: MemorySubscriptions;
let payments: FakePaymentProvider;
let clock: MutableClock;
const people = new Map([
  [1, user(1, 'alice@example.com', true)],
  [2, user(2, 'bob@example.com', false)],
]);

const service = (provider: FakePaymentProvider = payments) =>
  new SubscriptionService({
    subscriptions: rows as unknown as SubscriptionRepository,
    users: { findById: async (id: number) => people.get(id) ?? null } as UserRepository,
    payments: provider,
    clock,
  });

beforeEach(() => {
  rows = new MemorySubscriptions();
  rows.rows.set(1, record(1, { userId: 1 }));
  rows.rows.set(2, record(2, { userId: null, email: 'alice@example.com' }));
  rows.rows.set(3, record(3, { userId: 2, email: 'bob@example.com' }));
  rows.rows.set(4, record(4, { userId: null, email: 'bob@example.com' }));
  payments = new FakePaymentProvider();
  clock = new MutableClock(new Date('2026-11-30T12:00:00Z'));
});

describe('SubscriptionService', () => {
  it('lists with the verified e-mail only', async () => {
    const alices = await service().list(1);
    expect(rows.lastVisibleQuery).toEqual([1, 'alice@example.com']);
    expect(alices.map((s) => s.id)).toEqual([1, 2]);
    expect(alices[0]).toEqual(record(1, { userId: 1 }));
    await service().list(2);
    expect(rows.lastVisibleQuery).toEqual([2, null]);
  });

  it('cancels at the provider, then here, and answers the cancelled subscription', async () => {
    const cancelled = await service().cancel(1, 2);
    expect(payments.cancelledSubscriptions).toEqual(['sub_2']);
    expect(cancelled).toMatchObject({ ok: true, value: { id: 2, status: 'CANCELLED' } });
    expect(rows.rows.get(2)?.cancelledAt).toEqual(clock.now());
  });

  it('cancels a cancelled subscription again without calling the provider', async () => {
    await service().cancel(1, 1);
    const again = await service().cancel(1, 1);
    expect(again).toMatchObject({ ok: true, value: { id: 1, status: 'CANCELLED' } });
    expect(payments.cancelledSubscriptions).toEqual(['sub_1']);
  });

  it("reports someone else's, an unverified guest one and an unknown one as not found, changing nothing", async () => {
    for (const [userId, id] of [
      [1, 3],
      [1, 4],
      [2, 4],
      [2, 1],
      [1, 99],
    ] as const) {
      expect(await service().cancel(userId, id)).toEqual(err({ code: 'SUBSCRIPTION.NOT_FOUND' }));
    }
    expect(payments.cancelledSubscriptions).toEqual([]);
    expect([...rows.rows.values()].every((s) => s.status === 'ACTIVE')).toBe(true);
  });

  it('keeps the subscription ACTIVE when the provider cannot cancel it', async () => {
    const failed = await service(new BrokenProvider()).cancel(1, 1);
    expect(failed).toEqual(
      err({ code: 'SUBSCRIPTION.CANCEL_FAILED', cause: new Error('provider down') }),
    );
    expect(rows.rows.get(1)?.status).toBe('ACTIVE');
  });
});
