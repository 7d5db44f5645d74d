import { describe, expect, it } from 'vitest';
import { PAID_ORDER as paid } from '../test-support/order-mother.js';
import { toOrdersPageResponse } from './order-response.js';

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
      paidCents: 12_345,
      account: { username: 'alice', email: 'alice@example.com' },
    });
    expect(page).toMatchObject({
      totalElements: 12,
      totalPages: 3,
      page: 1,
      size: 5,
      paidTotalAmount: 123.45,
      account: { username: 'alice', email: 'alice@example.com' },
    });
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

  it('leaves the account out when it is gone', () => {
    const page = toOrdersPageResponse({
      entries: [],
      totalElements: 0,
      totalPages: 0,
      page: 0,
      size: 5,
      paidCents: 0,
      account: null,
    });
    expect(page).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      page: 0,
      size: 5,
      paidTotalAmount: 0,
    });
  });
});
