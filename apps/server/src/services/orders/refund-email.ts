import { formatMoney, formatEmailMessage as t } from '@netzero/core';
import type { MailMessage } from '../ports/mailer.port.js';
import type { OrderRecord } from '../ports/order.repository.port.js';
import type { RefundRecord } from '../ports/refund.repository.port.js';
import { type EmailPart, layoutEmail } from '../shared/email-layout.js';

/**
 * The buyer's e-mail for a refunded order: why, how much, and, when its tonnes had been retired,
 * the link to its certificate, which now says the retirement was cancelled.
 */
export function refundEmail(
  order: OrderRecord,
  refund: RefundRecord,
  certificateUrl: string | null,
): MailMessage {
  const values = { receiptName: order.receiptName, orderId: order.id };
  const amount = formatMoney({ amountMinor: refund.amountCents, currency: refund.currency });
  const parts: EmailPart[] = [
    t(
      refund.reason === 'late-payment' ? 'EMAIL.REFUND_OPENING_LATE' : 'EMAIL.REFUND_OPENING',
      values,
    ),
    t('EMAIL.REFUND_AMOUNT', { amount }),
    ...(certificateUrl
      ? [
          t('EMAIL.REFUND_CERTIFICATE'),
          { link: certificateUrl, text: t('EMAIL.RECEIPT_CERTIFICATE_LINK') },
        ]
      : [t('EMAIL.REFUND_NOTHING_CHARGED')]),
  ];
  return layoutEmail(order.email, t('EMAIL.REFUND_SUBJECT', { orderId: order.id }), parts);
}
