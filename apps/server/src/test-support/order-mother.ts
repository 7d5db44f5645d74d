import type { OrderRecord } from '../services/ports/order.repository.port.js';

/** A paid direct order of $43.15 (2 t at $14, 1 t at $15.15) with its certificate: test data. */
export const PAID_ORDER: OrderRecord = {
  id: 12,
  userId: null,
  email: 'alice@example.com',
  receiptName: 'Green Rails',
  kind: 'direct',
  status: 'PAID',
  paymentMethod: 'CARD',
  currency: 'USD',
  totalCents: 4315,
  donationCents: 0,
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
