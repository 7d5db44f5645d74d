import { type Enquiry, formatEmailMessage as t } from '@netzero/core';
import type { MailMessage } from '../ports/mailer.port.js';
import { layoutEmail } from '../shared/email-layout.js';

/** Where the console shows one enquiry. */
export function enquiryConsoleUrl(publicUrl: string, enquiryId: number): string {
  return new URL(`/ops/enquiries/${enquiryId}`, publicUrl).toString();
}

/**
 * The notice of a new enquiry to one operator: everything needed to answer it without opening the
 * console, and the link to it there.
 */
export function enquiryOperatorEmail(
  enquiry: Enquiry,
  enquiryId: number,
  to: string,
  publicUrl: string,
): MailMessage {
  const { name, organization } = enquiry;
  return layoutEmail(to, t('EMAIL.OPS_ENQUIRY_SUBJECT', { enquiryId, name, organization }), [
    t('EMAIL.OPS_ENQUIRY_OPENING'),
    [
      t('EMAIL.OPS_ENQUIRY_NAME', { name }),
      t('EMAIL.ENQUIRY_ORGANIZATION', { organization }),
      t('EMAIL.OPS_ENQUIRY_EMAIL', { email: enquiry.email }),
      t('EMAIL.ENQUIRY_PHONE', { phoneNumber: enquiry.phoneNumber }),
    ],
    enquiry.enquiry,
    {
      link: enquiryConsoleUrl(publicUrl, enquiryId),
      text: t('EMAIL.OPS_ENQUIRY_OPEN', { enquiryId }),
    },
  ]);
}
