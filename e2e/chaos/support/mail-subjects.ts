import { formatEmailMessage } from '@netzero/core';

/** The subject of order `orderId`'s receipt, from the message catalogue. */
export function receiptSubject(orderId: number): string {
  return formatEmailMessage('EMAIL.RECEIPT_SUBJECT', { orderId });
}

/** The subject of the e-mail that tells a buyer order `orderId`'s payment was refunded. */
export function refundSubject(orderId: number): string {
  return formatEmailMessage('EMAIL.REFUND_SUBJECT', { orderId });
}

/** The subject of every account's address-verification mail. */
export function verifySubject(): string {
  return formatEmailMessage('EMAIL.VERIFY_SUBJECT');
}
