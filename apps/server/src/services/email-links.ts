import { newLinkToken } from './link-tokens.js';
import type { ServerClock } from './ports/clock.port.js';
import type {
  EmailTokenPurpose,
  EmailTokenRepository,
} from './ports/email-token.repository.port.js';
import type { Mailer, MailMessage } from './ports/mailer.port.js';

/** An e-mail that could not be sent: the call still succeeds (the reply must not differ), the route logs it. */
export interface MailOutcome {
  readonly mailError: Error | null;
}

/** Stores a new single-use link of this purpose (ending the user's older ones); returns its token. */
export async function issueEmailLink(
  deps: { readonly emailTokens: EmailTokenRepository; readonly clock: ServerClock },
  link: {
    userId: number;
    purpose: EmailTokenPurpose;
    newPasswordHash: string | null;
    ttlMs: number;
  },
): Promise<string> {
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(deps.clock.now().getTime() + link.ttlMs);
  const { userId, purpose, newPasswordHash } = link;
  await deps.emailTokens.issue({ userId, purpose, tokenHash, newPasswordHash, expiresAt });
  return token;
}

/** Sends a message; a failure is returned, not thrown, so the caller's reply does not depend on it. */
export async function sendQuietly(mailer: Mailer, message: MailMessage): Promise<Error | null> {
  try {
    await mailer.send(message);
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
