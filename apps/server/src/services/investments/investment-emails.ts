import { formatEmailTonnes, formatMoney, formatEmailMessage as t } from '@netzero/core';
import type { InvestmentRecord } from '../ports/investment.repository.port.js';
import type { MailMessage } from '../ports/mailer.port.js';
import { type EmailPart, layoutEmail } from '../shared/email-layout.js';

// The two e-mails of a direct investment: the reservation (with its payment link) and the
// acknowledgement of the payment.

/** A moment as operators and investors read it anywhere: '22 Nov 2026, 12:30 UTC'. */
function utcText(at: Date): string {
  const text = at.toLocaleString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${text} UTC`;
}

function money(investment: InvestmentRecord, cents: number): string {
  return formatMoney({ amountMinor: cents, currency: investment.currency });
}

function facts(investment: InvestmentRecord): EmailPart {
  const { id: investmentId, projectName, businessName } = investment;
  return [
    t('EMAIL.INVESTMENT_PROJECT', { projectName }),
    t('EMAIL.INVESTMENT_QUANTITY', {
      tonnes: formatEmailTonnes(investment.tons),
      unitPrice: money(investment, investment.pricePerTonCents),
    }),
    t('EMAIL.INVESTMENT_TOTAL', { amount: money(investment, investment.amountCents) }),
    t('EMAIL.INVESTMENT_BUSINESS', { businessName }),
    t('EMAIL.INVESTMENT_REFERENCE', { investmentId }),
  ];
}

/** Sent when an investment is reserved: what was reserved, the 48-hour promise and the payment link. */
export function investmentReservedEmail(
  investment: InvestmentRecord,
  checkoutUrl: string,
  payBy: Date,
): MailMessage {
  const { id: investmentId, fullName, projectName } = investment;
  return layoutEmail(investment.email, t('EMAIL.INVESTMENT_RESERVED_SUBJECT', { investmentId }), [
    t('EMAIL.INVESTMENT_RESERVED_OPENING', { fullName, projectName }),
    facts(investment),
    t('EMAIL.INVESTMENT_PAY'),
    { link: checkoutUrl, text: t('EMAIL.INVESTMENT_PAY_LINK') },
    t('EMAIL.INVESTMENT_PAY_BY', { payBy: utcText(payBy) }),
    t('EMAIL.INVESTMENT_NOT_YOU'),
  ]);
}

/** Sent once when an investment's payment is received. */
export function investmentPaidEmail(investment: InvestmentRecord): MailMessage {
  const { id: investmentId, fullName } = investment;
  const amount = money(investment, investment.amountCents);
  return layoutEmail(investment.email, t('EMAIL.INVESTMENT_PAID_SUBJECT', { investmentId }), [
    t('EMAIL.INVESTMENT_PAID_OPENING', { fullName, amount, investmentId }),
    facts(investment),
    t('EMAIL.INVESTMENT_PAID_NEXT'),
  ]);
}
