import { formatEmailMessage as t } from '@netzero/core';
import type { InboxEnquiry } from '../ports/enquiry-inbox.port.js';
import type { MailMessage } from '../ports/mailer.port.js';
import { layoutEmail } from '../shared/email-layout.js';

/**
 * An operator's reply to an enquirer: their words, paragraph by paragraph, then the enquiry it
 * answers, quoted. `body` is kept as written, for the audit log.
 */
export function enquiryReplyEmail(
  enquiry: InboxEnquiry,
  reply: { readonly subject?: string | undefined; readonly body: string },
): MailMessage & { readonly body: string } {
  const subject = reply.subject?.trim() || t('EMAIL.OPS_REPLY_SUBJECT', { enquiryId: enquiry.id });
  const paragraphs = reply.body
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim());
  const message = layoutEmail(enquiry.email, subject, [
    ...paragraphs,
    t('EMAIL.OPS_REPLY_QUOTE'),
    enquiry.enquiry,
  ]);
  return { ...message, body: reply.body };
}
