import { formatMoney } from '@netzero/core';
import type { InvestmentRecord } from '../services/ports/investment.repository.port.js';
import type { MailMessage } from '../services/ports/mailer.port.js';

// The two e-mails of a direct investment: the reservation (with its payment link) and the
// acknowledgement of the payment. Plain text is the real message; the HTML part says the same
// with a clickable link. Every interpolated value is escaped.

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const tonnesText = (tons: number) => `${tons} ${tons === 1 ? 'tonne' : 'tonnes'} CO2`;

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

function facts(investment: InvestmentRecord): string[] {
  const money = (cents: number) =>
    formatMoney({ amountMinor: cents, currency: investment.currency });
  return [
    `Project: ${investment.projectName}`,
    `Quantity: ${tonnesText(investment.tons)} at ${money(investment.pricePerTonCents)} per tonne`,
    `Total: ${money(investment.amountCents)}`,
    `Business: ${investment.businessName}`,
    `Reference: investment #${investment.id}`,
  ];
}

function htmlBody(parts: readonly (string | readonly string[] | { link: string; text: string })[]) {
  const body = parts.map((part) => {
    if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
    if ('link' in part)
      return `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.text)}</a></p>`;
    return `<ul>${part.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  });
  return `<!doctype html><html lang="en"><body>${body.join('')}</body></html>`;
}

/** Sent when an investment is reserved: what was reserved, the 48-hour promise and the payment link. */
export function investmentReservedEmail(
  investment: InvestmentRecord,
  checkoutUrl: string,
  payBy: Date,
): MailMessage {
  const opening = `Hello ${investment.fullName}, thank you for choosing ${investment.projectName}. We have reserved your investment, and our team will contact you within 48 hours to go through the project documents and next steps.`;
  const payLine = 'To complete it, pay on our payment provider’s secure page:';
  const expiry = `The payment link works until ${utcText(payBy)}. If it has expired, you can reserve again on the investment form.`;
  const closing =
    'If you did not make this reservation, ignore this e-mail: nothing is charged unless you pay on that page.';
  const list = facts(investment);
  return {
    to: investment.email,
    subject: `Your NetZero Market investment #${investment.id} is reserved`,
    text: [
      opening,
      list.map((l) => `- ${l}`).join('\n'),
      payLine,
      checkoutUrl,
      expiry,
      closing,
    ].join('\n\n'),
    html: htmlBody([
      opening,
      list,
      payLine,
      { link: checkoutUrl, text: 'Pay for my investment' },
      expiry,
      closing,
    ]),
  };
}

/** Sent once when an investment's payment is received. */
export function investmentPaidEmail(investment: InvestmentRecord): MailMessage {
  const money = formatMoney({ amountMinor: investment.amountCents, currency: investment.currency });
  const opening = `Hello ${investment.fullName}, we have received your payment of ${money} for investment #${investment.id}. Thank you.`;
  const next =
    'Our team will contact you within 48 hours of your reservation with the project documents and the reporting schedule.';
  const list = facts(investment);
  return {
    to: investment.email,
    subject: `Payment received for your NetZero Market investment #${investment.id}`,
    text: [opening, list.map((l) => `- ${l}`).join('\n'), next].join('\n\n'),
    html: htmlBody([opening, list, next]),
  };
}
