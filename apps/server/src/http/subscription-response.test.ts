import { describe, expect, it } from 'vitest';
import { toSubscriptionResponse } from './subscription-response.js';

describe('toSubscriptionResponse', () => {
  it('shows a subscription with its dates in ISO 8601, and nothing of the provider', () => {
    expect(
      toSubscriptionResponse({
        id: 1,
        userId: 1,
        email: 'guest@example.com',
        receiptName: 'Green Rails',
        productId: 7,
        productName: 'NetZero Monthly Climate Portfolio',
        quantity: 5,
        status: 'ACTIVE',
        provider: 'sandbox',
        providerSubscriptionId: 'sub_1',
        currentPeriodEnd: new Date('2026-12-22T10:00:00Z'),
        createdAt: new Date('2026-11-22T10:00:00Z'),
        cancelledAt: null,
      }),
    ).toEqual({
      id: 1,
      status: 'ACTIVE',
      productName: 'NetZero Monthly Climate Portfolio',
      quantity: 5,
      receiptName: 'Green Rails',
      email: 'guest@example.com',
      currentPeriodEnd: '2026-12-22T10:00:00.000Z',
      createdAt: '2026-11-22T10:00:00.000Z',
    });
  });
});
