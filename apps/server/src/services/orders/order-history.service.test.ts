import { describe, expect, it } from 'vitest';
import type { OrderRecord, OrderRepository } from '../ports/order.repository.port.js';
import type { UserRecord, UserRepository } from '../ports/user.repository.port.js';
import { OrderHistoryService } from './order-history.service.js';

const paid: OrderRecord = {
  id: 12,
  userId: null,
  email: 'alice@example.com',
  receiptName: 'Green Rails',
  kind: 'direct',
  status: 'PAID',
  paymentMethod: 'CARD',
  currency: 'USD',
  totalCents: 4315,
  provider: 'sandbox',
  providerSessionId: 'cs_1',
  subscriptionId: null,
  reservationExpiresAt: new Date('2026-11-22T10:30:00Z'),
  createdAt: new Date('2026-11-22T10:00:00Z'),
  paidAt: new Date('2026-11-22T10:05:00Z'),
  lines: [
    { orderItemId: 1, productId: 1, productName: 'Biogas', quantity: 2, priceAtTimeCents: 1400 },
    { orderItemId: 2, productId: 6, productName: 'EVs', quantity: 1, priceAtTimeCents: 1515 },
  ],
  certificateId: 'AbC-12_x',
};

function history(emailVerifiedAt: Date | null, total: number) {
  const calls: unknown[][] = [];
  const orders = {
    listVisibleTo: async (...args: unknown[]) => {
      calls.push(args);
      return { orders: [paid, { ...paid, id: 11, status: 'PENDING', certificateId: null }], total };
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
