import { formatEmailMessage as t } from '@netzero/core';
import type { MailMessage } from '../ports/mailer.port.js';
import { layoutEmail } from '../shared/email-layout.js';

// The two account e-mails, each carrying a single-use link.

/** The e-mail sent at signup, with the single-use link that confirms the address (24 hours). */
export function verificationEmail(to: string, username: string, link: string): MailMessage {
  return layoutEmail(to, t('EMAIL.VERIFY_SUBJECT'), [
    t('EMAIL.VERIFY_OPENING', { username }),
    { link, text: t('EMAIL.VERIFY_LINK') },
    t('EMAIL.VERIFY_EXPIRY'),
    t('EMAIL.VERIFY_NOT_YOU'),
  ]);
}

/** The e-mail sent after a reset request, with the single-use link that applies the new password (30 minutes). */
export function passwordResetEmail(to: string, username: string, link: string): MailMessage {
  return layoutEmail(to, t('EMAIL.RESET_SUBJECT'), [
    t('EMAIL.RESET_OPENING', { username }),
    { link, text: t('EMAIL.RESET_LINK') },
    t('EMAIL.RESET_EXPIRY'),
    t('EMAIL.RESET_NOT_YOU'),
  ]);
}
