import { formatEmailTonnes, formatMoney, formatEmailMessage as t } from '@netzero/core';
import type { InvestmentRecord } from '../ports/investment.repository.port.js';
import type { MailMessage } from '../ports/mailer.port.js';
import { layoutEmail } from '../shared/email-layout.js';

/** Where the console shows one investment. */
export function investmentConsoleUrl(publicUrl: string, investmentId: number): string {
  return new URL(`/ops/investments/${investmentId}`, publicUrl).toString();
}

/**
 * The notice of a newly paid investment to one operator: the investor was promised a call within
 * 48 hours, so it carries every contact detail and the console link.
 */
export function investmentOperatorEmail(
  investment: InvestmentRecord,
  to: string,
  publicUrl: string,
): MailMessage {
  const { id: investmentId, fullName, businessName, email, address } = investment;
  const amount = formatMoney({
    amountMinor: investment.amountCents,
    currency: investment.currency,
  });
  return layoutEmail(to, t('EMAIL.OPS_INVESTMENT_SUBJECT', { investmentId, fullName }), [
    t('EMAIL.OPS_INVESTMENT_OPENING', { fullName, businessName, amount, investmentId }),
    [
      t('EMAIL.OPS_INVESTMENT_CONTACT', { fullName, email }),
      t('EMAIL.INVESTMENT_BUSINESS', { businessName }),
      t('EMAIL.OPS_INVESTMENT_ADDRESS', { address }),
      t('EMAIL.INVESTMENT_PROJECT', { projectName: investment.projectName }),
      t('EMAIL.INVESTMENT_QUANTITY', {
        tonnes: formatEmailTonnes(investment.tons),
        unitPrice: formatMoney({
          amountMinor: investment.pricePerTonCents,
          currency: investment.currency,
        }),
      }),
      t('EMAIL.INVESTMENT_TOTAL', { amount }),
    ],
    {
      link: investmentConsoleUrl(publicUrl, investmentId),
      text: t('EMAIL.OPS_INVESTMENT_OPEN', { investmentId }),
    },
  ]);
}
