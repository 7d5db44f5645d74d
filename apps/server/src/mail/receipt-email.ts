import { formatMoney } from '@netzero/core';
import type { MailMessage } from '../services/ports/mailer.port.js';
import type { OrderRecord } from '../services/ports/order.repository.port.js';

// The receipt sent once when an order is paid. Plain text is the real message; the HTML part
// says the same as a table with a clickable certificate link. Every value is escaped.

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const tonnesText = (tonnes: number) => `${tonnes} ${tonnes === 1 ? 'tonne' : 'tonnes'} CO2`;

/** The receipt of a paid order: its lines, tonnes and total, and the link to its certificate. */
export function receiptEmail(order: OrderRecord, certificateUrl: string): MailMessage {
  const money = (cents: number) => formatMoney({ amountMinor: cents, currency: order.currency });
  const tonnes = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const lines = order.lines.map((line) => ({
    name: line.productName,
    tonnes: tonnesText(line.quantity),
    unit: money(line.priceAtTimeCents),
    amount: money(line.priceAtTimeCents * line.quantity),
  }));
  const opening = `Hello ${order.receiptName}, thank you for your purchase. Payment for order #${order.id} is confirmed, and the tonnes below are retired in your name: they can never be sold again.`;
  const total = `Total: ${tonnesText(tonnes)}, ${money(order.totalCents)}`;
  const closing =
    'Your certificate shows the serial numbers of your tonnes and can be shared with anyone:';
  const text = [
    opening,
    lines.map((l) => `- ${l.name}: ${l.tonnes} at ${l.unit} per tonne = ${l.amount}`).join('\n'),
    total,
    closing,
    certificateUrl,
  ].join('\n\n');

  const rows = lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.name)}</td><td align="right">${escapeHtml(l.tonnes)}</td><td align="right">${escapeHtml(l.unit)}</td><td align="right">${escapeHtml(l.amount)}</td></tr>`,
    )
    .join('');
  const html = [
    '<!doctype html><html lang="en"><body>',
    `<p>${escapeHtml(opening)}</p>`,
    '<table><thead><tr><th align="left">Project</th><th align="right">Tonnes</th><th align="right">Price per tonne</th><th align="right">Amount</th></tr></thead>',
    `<tbody>${rows}</tbody></table>`,
    `<p><strong>${escapeHtml(total)}</strong></p>`,
    `<p>${escapeHtml(closing)} <a href="${escapeHtml(certificateUrl)}">View your certificate</a></p>`,
    '</body></html>',
  ].join('');

  return {
    to: order.email,
    subject: `Your NetZero Market receipt for order #${order.id}`,
    text,
    html,
  };
}
