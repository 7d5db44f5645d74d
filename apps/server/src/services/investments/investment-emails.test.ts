import { describe, expect, it } from 'vitest';
import type { InvestmentRecord } from '../ports/investment.repository.port.js';
import { investmentPaidEmail, investmentReservedEmail } from './investment-emails.js';

const investment: InvestmentRecord = {
  id: 12,
  projectId: 3,
  projectName: 'Clean Cooking',
  pricePerTonCents: 900,
  tons: 25,
  amountCents: 22_500,
  currency: 'USD',
  businessName: 'Rao & <Sons>',
  email: 'asha@example.com',
  fullName: 'Asha Rao',
  address: '12 Park Street, Kolkata',
  status: 'PENDING',
  provider: 'sandbox',
  providerSessionId: 'cs_1',
  createdAt: new Date('2026-11-22T10:00:00Z'),
  paidAt: null,
};
const link = 'http://localhost:8080/sandbox/checkout/cs_1?a=1&b=2';

describe('investmentReservedEmail', () => {
  it('says the investment is reserved, the 48-hour contact, the facts and the payment link with its expiry', () => {
    const mail = investmentReservedEmail(investment, link, new Date('2026-11-22T10:30:00Z'));
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Your NetZero Market investment #12 is reserved');
    expect(mail.text).toContain('We have reserved your investment');
    expect(mail.text).toContain('our team will contact you within 48 hours');
    expect(mail.text).toContain('- Project: Clean Cooking');
    expect(mail.text).toContain('- Quantity: 25 tonnes CO2 at $9.00 per tonne');
    expect(mail.text).toContain('- Total: $225.00');
    expect(mail.text).toContain('- Reference: investment #12');
    expect(mail.text).toContain(`\n\n${link}\n\n`);
    expect(mail.text).toContain('The payment link works until 22 Nov 2026, 10:30 UTC.');
  });

  it('escapes every value in the HTML part and links the payment page', () => {
    const html = investmentReservedEmail(investment, link, new Date()).html ?? '';
    expect(html).toContain('<li>Business: Rao &#38; &#60;Sons&#62;</li>');
    expect(html).not.toContain('<Sons>');
    expect(html).toContain(
      '<a href="http://localhost:8080/sandbox/checkout/cs_1?a=1&#38;b=2">Pay for my investment</a>',
    );
  });
});

describe('investmentPaidEmail', () => {
  it('acknowledges the amount paid for the investment, with its facts', () => {
    const mail = investmentPaidEmail({ ...investment, tons: 1, amountCents: 900, status: 'PAID' });
    expect(mail.subject).toBe('Payment received for your NetZero Market investment #12');
    expect(mail.text).toContain('we have received your payment of $9.00 for investment #12');
    expect(mail.text).toContain('- Quantity: 1 tonne CO2 at $9.00 per tonne');
    expect(mail.html).toContain('<li>Total: $9.00</li>');
  });
});
