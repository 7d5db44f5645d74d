import type { MessageCode } from '../messages/catalogue.js';
import type { Clock } from '../ports/clock.port.js';
import type { SessionStore } from '../ports/session-store.port.js';
import { err, type Result } from '../shared/result.js';
import { sessionMessageFor } from './session-message.js';
import { checkSessionToken, type SessionClaims, type TokenInvalidReason } from './session-token.js';

/** What restoreSession needs. */
export interface RestoreSessionDeps {
  readonly sessionStore: SessionStore;
  readonly clock: Clock;
}

/** Why there is no session, and what to tell the user (null: nothing). */
export interface SessionRejection {
  readonly reason: TokenInvalidReason;
  readonly message: MessageCode | null;
}

/**
 * The session of the stored token, if it is valid now. Otherwise the token and the user id are
 * removed (spec §4: the user is then logged out) and the reason comes back with its message.
 */
export function restoreSession(deps: RestoreSessionDeps): Result<SessionClaims, SessionRejection> {
  const checked = checkSessionToken(deps.sessionStore.getToken(), deps.clock.nowMs());
  if (checked.ok) return checked;
  deps.sessionStore.clear();
  return err({ reason: checked.error, message: sessionMessageFor(checked.error) });
}
