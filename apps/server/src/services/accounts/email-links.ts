import type { ServerClock } from '../ports/clock.port.js';
import type {
  EmailTokenPurpose,
  EmailTokenRepository,
} from '../ports/email-token.repository.port.js';
import type { MailMessage } from '../ports/mailer.port.js';
import { newLinkToken } from './link-tokens.js';

/**
 * Stores a new single-use link of this purpose (ending the user's older ones) and queues the e-mail
 * `mail` renders around its token, in one transaction.
 */
export async function issueEmailLink(
  deps: { readonly emailTokens: EmailTokenRepository; readonly clock: ServerClock },
  link: {
    userId: number;
    purpose: EmailTokenPurpose;
    newPasswordHash: string | null;
    ttlMs: number;
  },
  mail: (token: string) => MailMessage,
): Promise<void> {
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(deps.clock.now().getTime() + link.ttlMs);
  const { userId, purpose, newPasswordHash } = link;
  await deps.emailTokens.issue(
    { userId, purpose, tokenHash, newPasswordHash, expiresAt },
    mail(token),
  );
}
