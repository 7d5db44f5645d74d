import { describe, expect, it } from 'vitest';
import { PAID_ORDER as paid } from '../../test-support/order-mother.js';
import type { OrderRepository } from '../ports/order.repository.port.js';
import type { UserRecord, UserRepository } from '../ports/user.repository.port.js';
import { OrderHistoryService } from './order-history.service.js';

function history(emailVerifiedAt: Date | null, total: number) {
  const calls: unknown[][] = [];
  const orders = {
    listVisibleTo: async (...args: unknown[]) => {
      calls.push(args);
      const shown = [paid, { ...paid, id: 11, status: 'PENDING', certificateId: null }];
      return { orders: shown, total, paidCents: 12_345 };
    },
  } as unknown as OrderRepository;
  const alice: UserRecord = {
    id: 1,
    username: 'alice',
    email: 'alice@example.com',
    passwordHash: 'x',
    emailVerifiedAt,
  };
  const users = { findById: async (id: number) => (id === 1 ? alice : null) } as UserRepository;
  return {
    calls,
    service: new OrderHistoryService({ orders, users, publicUrl: 'https://netzero.example' }),
  };
}

describe('OrderHistoryService', () => {
  it('shows each order with its certificate link, and the page figures', async () => {
    const { service } = history(null, 12);
    const page = await service.list(1, 1, 5);
    expect(page).toMatchObject({ totalElements: 12, totalPages: 3, page: 1, size: 5 });
    expect(page.paidCents).toBe(12_345);
    expect(page.account).toEqual({ username: 'alice', email: 'alice@example.com' });
    expect(page.entries[0]).toEqual({
      order: paid,
      certificateUrl: 'https://netzero.example/certificates/AbC-12_x',
    });
    expect(page.entries[1]?.order.id).toBe(11);
    expect(page.entries[1]?.certificateUrl).toBeNull();
  });

  it('passes the e-mail to the repository only once the account has verified it', async () => {
    const unverified = history(null, 0);
    await unverified.service.list(1, 0, 5);
    expect(unverified.calls).toEqual([[1, null, 0, 5]]);
    const verified = history(new Date(), 0);
    const empty = await verified.service.list(1, 0, 5);
    expect(verified.calls).toEqual([[1, 'alice@example.com', 0, 5]]);
    expect(empty).toMatchObject({ totalElements: 0, totalPages: 0 });
  });
});
