import { formatEmailMessage as t } from '@netzero/core';
import type { MailMessage } from '../ports/mailer.port.js';
import { layoutEmail } from '../shared/email-layout.js';

/** The e-mail inviting a new operator, with the single-use link that creates their account. */
export function operatorInvitationEmail(to: string, inviter: string, link: string): MailMessage {
  return layoutEmail(to, t('EMAIL.OPS_INVITE_SUBJECT'), [
    t('EMAIL.OPS_INVITE_OPENING', { inviter }),
    { link, text: t('EMAIL.OPS_INVITE_LINK') },
    t('EMAIL.OPS_INVITE_EXPIRY'),
    t('EMAIL.OPS_INVITE_NOT_YOU'),
  ]);
}
