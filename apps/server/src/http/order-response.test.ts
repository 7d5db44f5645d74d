import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../services/ports/order.repository.port.js';
import { toOrdersPageResponse } from './order-response.js';

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

describe('toOrdersPageResponse', () => {
  it('shows each order in dollars with its lines and certificate link, and the page figures', () => {
    const page = toOrdersPageResponse({
      entries: [
        { order: paid, certificateUrl: 'https://netzero.example/certificates/AbC-12_x' },
        {
          order: { ...paid, id: 11, status: 'PENDING', certificateId: null },
          certificateUrl: null,
        },
      ],
      totalElements: 12,
      totalPages: 3,
      page: 1,
      size: 5,
    });
    expect(page).toMatchObject({ totalElements: 12, totalPages: 3, page: 1, size: 5 });
    expect(page.content[0]).toEqual({
      orderId: 12,
      status: 'PAID',
      paymentMethod: 'CARD',
      orderDate: '2026-11-22T10:00:00.000Z',
      totalAmount: 43.15,
      userName: 'Green Rails',
      userEmail: 'alice@example.com',
      orderItems: [
        { productName: 'Biogas', quantity: 2, priceAtTime: 14 },
        { productName: 'EVs', quantity: 1, priceAtTime: 15.15 },
      ],
      certificateUrl: 'https://netzero.example/certificates/AbC-12_x',
    });
    expect(page.content[1]?.certificateUrl).toBeNull();
  });
});
