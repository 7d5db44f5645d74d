import {
  formatEmailTonnes,
  formatMessage,
  formatMoney,
  multiplyMoney,
  formatEmailMessage as t,
} from '@netzero/core';
import type { MailMessage } from '../ports/mailer.port.js';
import type { OrderRecord } from '../ports/order.repository.port.js';
import { emailText, escapeHtml, htmlDocument } from '../shared/email-layout.js';

// The receipt sent once when an order is paid. Its HTML part shows the lines as a table, with the
// certificate link after the closing sentence.

/** The receipt of a paid order: its lines, tonnes and total, and the link to its certificate. */
export function receiptEmail(order: OrderRecord, certificateUrl: string): MailMessage {
  const { currency } = order;
  const money = (cents: number) => formatMoney({ amountMinor: cents, currency });
  const tonnes = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const lines = order.lines.map((line) => {
    const unit = { amountMinor: line.priceAtTimeCents, currency };
    return {
      productName: line.productName,
      tonnes: formatEmailTonnes(line.quantity),
      unitPrice: formatMoney(unit),
      amount: formatMoney(multiplyMoney(unit, line.quantity)),
    };
  });
  // A calculator buyer's donation is its own line: it buys no tonnes.
  const donation =
    order.donationCents > 0
      ? { name: formatMessage('CHECKOUT.DONATION_LINE'), amount: money(order.donationCents) }
      : null;
  const opening = t('EMAIL.RECEIPT_OPENING', { receiptName: order.receiptName, orderId: order.id });
  const total = t('EMAIL.RECEIPT_TOTAL', {
    tonnes: formatEmailTonnes(tonnes),
    amount: money(order.totalCents),
  });
  const closing = t('EMAIL.RECEIPT_CERTIFICATE');
  const text = emailText([
    opening,
    lines.map((line) => t('EMAIL.RECEIPT_LINE', line)),
    ...(donation ? [t('EMAIL.RECEIPT_DONATION_LINE', donation)] : []),
    total,
    closing,
    { link: certificateUrl, text: '' },
  ]);
  const cell = (value: string) => `<td align="right">${escapeHtml(value)}</td>`;
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.productName)}</td>${cell(l.tonnes)}${cell(l.unitPrice)}${cell(l.amount)}</tr>`,
    )
    .join('');
  const donationRow = donation
    ? `<tr><td>${escapeHtml(donation.name)}</td>${cell('—')}${cell('—')}${cell(donation.amount)}</tr>`
    : '';
  const heading = (code: Parameters<typeof t>[0]) =>
    `<th align="right">${escapeHtml(t(code))}</th>`;
  const html = htmlDocument(
    [
      `<p>${escapeHtml(opening)}</p>`,
      `<table><thead><tr><th align="left">${escapeHtml(t('EMAIL.RECEIPT_COLUMN_PROJECT'))}</th>`,
      `${heading('EMAIL.RECEIPT_COLUMN_TONNES')}${heading('EMAIL.RECEIPT_COLUMN_UNIT_PRICE')}`,
      `${heading('EMAIL.RECEIPT_COLUMN_AMOUNT')}</tr></thead>`,
      `<tbody>${rows}${donationRow}</tbody></table>`,
      `<p><strong>${escapeHtml(total)}</strong></p>`,
      `<p>${escapeHtml(closing)} <a href="${escapeHtml(certificateUrl)}">${escapeHtml(t('EMAIL.RECEIPT_CERTIFICATE_LINK'))}</a></p>`,
    ].join(''),
  );
  return {
    to: order.email,
    subject: t('EMAIL.RECEIPT_SUBJECT', { orderId: order.id }),
    text,
    html,
  };
}
