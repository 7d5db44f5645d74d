import { formatEmailMessage as t } from '@netzero/core';
import type { MailMessage } from '../ports/mailer.port.js';
import { layoutEmail } from '../shared/email-layout.js';

/**
 * The e-mail an operator sends a customer who cannot sign in. The reset machinery takes the new
 * password on the reset form before it mails its single-use link (DESIGN §5 'Password reset'), so
 * this one links to that form and says who sent it; the customer's own request then mails the link.
 */
export function operatorPasswordResetEmail(
  to: string,
  username: string,
  resetPageUrl: string,
): MailMessage {
  return layoutEmail(to, t('EMAIL.OPS_RESET_SUBJECT'), [
    t('EMAIL.OPS_RESET_OPENING', { username }),
    t('EMAIL.OPS_RESET_STEPS'),
    { link: resetPageUrl, text: t('EMAIL.OPS_RESET_LINK') },
    t('EMAIL.OPS_RESET_NOT_NEEDED'),
  ]);
}
