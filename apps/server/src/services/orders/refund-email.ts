import { formatMoney, formatEmailMessage as t } from '@netzero/core';
import type { MailMessage } from '../ports/mailer.port.js';
import type { OrderRecord } from '../ports/order.repository.port.js';
import type { RefundRecord } from '../ports/refund.repository.port.js';
import { type EmailPart, layoutEmail } from '../shared/email-layout.js';

/**
 * The buyer's e-mail for a refund: why, how much, and, when the order's tonnes had been retired,
 * the link to its certificate, which now says the retirement was cancelled. A renewal refunded
 * before it had an order (no tonnes left) says so and what happens next month.
 */
export function refundEmail(
  refund: RefundRecord,
  order: OrderRecord | null,
  certificateUrl: string | null,
): MailMessage {
  const amount = t('EMAIL.REFUND_AMOUNT', {
    amount: formatMoney({ amountMinor: refund.amountCents, currency: refund.currency }),
  });
  if (!order) {
    const parts = [t('EMAIL.RENEWAL_REFUND_OPENING'), amount, t('EMAIL.RENEWAL_REFUND_NEXT')];
    return layoutEmail(refund.email, t('EMAIL.RENEWAL_REFUND_SUBJECT'), parts);
  }
  const values = { receiptName: order.receiptName, orderId: order.id };
  const parts: EmailPart[] = [
    t(
      refund.reason === 'late-payment' ? 'EMAIL.REFUND_OPENING_LATE' : 'EMAIL.REFUND_OPENING',
      values,
    ),
    amount,
    ...(certificateUrl
      ? [
          t('EMAIL.REFUND_CERTIFICATE'),
          { link: certificateUrl, text: t('EMAIL.RECEIPT_CERTIFICATE_LINK') },
        ]
      : [t('EMAIL.REFUND_NOTHING_CHARGED')]),
  ];
  return layoutEmail(order.email, t('EMAIL.REFUND_SUBJECT', { orderId: order.id }), parts);
}
