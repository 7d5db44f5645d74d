import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../ports/order.repository.port.js';
import { receiptEmail } from './receipt-email.js';

const order: OrderRecord = {
  id: 42,
  userId: null,
  email: 'ada@example.com',
  receiptName: 'Ada <Lovelace> & Co',
  kind: 'direct',
  status: 'PAID',
  paymentMethod: 'CARD',
  currency: 'USD',
  totalCents: 3 * 1400 + 1 * 1250,
  donationCents: 0,
  provider: 'sandbox',
  providerSessionId: 'cs_1',
  subscriptionId: null,
  reservationExpiresAt: new Date('2026-11-22T10:30:00Z'),
  createdAt: new Date('2026-11-22T10:00:00Z'),
  paidAt: new Date('2026-11-22T10:01:00Z'),
  lines: [
    { orderItemId: 1, productId: 1, productName: 'Biogas', quantity: 3, priceAtTimeCents: 1400 },
    { orderItemId: 2, productId: 6, productName: 'E-rides', quantity: 1, priceAtTimeCents: 1250 },
  ],
  certificateId: 'abc',
};
const link = 'http://localhost:8080/certificates/abc';

describe('receiptEmail', () => {
  it('tells the buyer the order, each line, the tonnes and total, and the certificate link', () => {
    const mail = receiptEmail(order, link);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your NetZero Market receipt for order #42');
    expect(mail.text).toContain('Payment for order #42 is confirmed');
    expect(mail.text).toContain('- Biogas: 3 tonnes CO2 at $14.00 per tonne = $42.00');
    expect(mail.text).toContain('- E-rides: 1 tonne CO2 at $12.50 per tonne = $12.50');
    expect(mail.text).toContain('Total: 4 tonnes CO2, $54.50');
    expect(mail.text).toContain(link);
  });

  it('escapes every value in the HTML part and links the certificate', () => {
    const html = receiptEmail(order, link).html ?? '';
    expect(html).toContain('Hello Ada &#60;Lovelace&#62; &#38; Co');
    expect(html).not.toContain('<Lovelace>');
    expect(html).toContain(`<a href="${link}">View your certificate</a>`);
    expect(html).toContain('<td align="right">$42.00</td>');
  });
});
