import { EMAIL_MESSAGES, type EmailMessageCode, formatEmailMessage } from '@netzero/core';

/** The subject of order `orderId`'s receipt, from the message catalogue. */
export function receiptSubject(orderId: number): string {
  return formatEmailMessage('EMAIL.RECEIPT_SUBJECT', { orderId });
}

/** The subject of every account's address-verification mail. */
export function verifySubject(): string {
  return formatEmailMessage('EMAIL.VERIFY_SUBJECT');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher of the refund e-mail's subject for `orderId`, from whichever catalogue entry names a
 * refund's subject (EMAIL.REFUND…SUBJECT); other placeholders match any text. Null while the
 * catalogue has none (then no refund e-mail can be recognised, and each refund is a violation).
 */
export function refundSubjectMatcher(orderId: number): RegExp | null {
  const code = (Object.keys(EMAIL_MESSAGES) as EmailMessageCode[]).find((key) =>
    /^EMAIL\.[A-Z_]*REFUND[A-Z_]*SUBJECT$/.test(key),
  );
  if (!code) return null;
  const template = EMAIL_MESSAGES[code];
  const pattern = template
    .split(/(\{\w+\})/)
    .map((part: string) =>
      part === '{orderId}' ? String(orderId) : /^\{\w+\}$/.test(part) ? '.+' : escapeRegExp(part),
    )
    .join('');
  return new RegExp(`^${pattern}$`);
}
