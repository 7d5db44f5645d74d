import type { ServerClock } from '../ports/clock.port.js';
import type {
  EmailTokenPurpose,
  EmailTokenRepository,
} from '../ports/email-token.repository.port.js';
import { newLinkToken } from './link-tokens.js';

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
