import { type Enquiry, formatEmailMessage as t } from '@netzero/core';
import type { MailMessage } from '../ports/mailer.port.js';
import { layoutEmail } from '../shared/email-layout.js';

/**
 * The copy of an enquiry sent to its writer: the thank-you page promises one, and it tells them
 * the message reached us, under which reference, and what they wrote.
 */
export function enquiryCopyEmail(enquiry: Enquiry, enquiryId: number): MailMessage {
  return layoutEmail(enquiry.email, t('EMAIL.ENQUIRY_SUBJECT', { enquiryId }), [
    t('EMAIL.ENQUIRY_OPENING', { name: enquiry.name }),
    t('EMAIL.ENQUIRY_COPY'),
    enquiry.enquiry,
    [
      t('EMAIL.ENQUIRY_ORGANIZATION', { organization: enquiry.organization }),
      t('EMAIL.ENQUIRY_PHONE', { phoneNumber: enquiry.phoneNumber }),
      t('EMAIL.ENQUIRY_REFERENCE', { enquiryId }),
    ],
    t('EMAIL.ENQUIRY_NOT_YOU'),
  ]);
}
