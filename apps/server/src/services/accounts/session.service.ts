import { err, ok, type Result } from '@netzero/core';
import type { SessionTokenError, SessionTokens } from '../ports/session-tokens.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';

/** Why a session was refused: a bad token, or one the account has ended (or no account). */
export type SessionRefusal = SessionTokenError | 'REVOKED';

/**
 * Checks the session of every authenticated request: a valid token, issued under the account's
 * current session version, of an account that exists and is not deleted. The version is read from
 * the database each time (one primary-key read; null too for an account an operator disabled), never cached, so that an ended session is refused
 * by every server at once (ASVS V7.4.1-V7.4.3).
 */
export class SessionService {
  readonly #deps: { sessionTokens: SessionTokens; users: UserRepository };

  constructor(deps: { sessionTokens: SessionTokens; users: UserRepository }) {
    this.#deps = deps;
  }

  /** The user of a bearer token, if its session is still open. */
  async authenticate(token: string): Promise<Result<{ userId: number }, SessionRefusal>> {
    const verified = await this.#deps.sessionTokens.verify(token);
    if (!verified.ok) return verified;
    // An operator's console session is not a shop session (and the shop's never an ops one).
    if (verified.value.scope !== 'shop') return err('INVALID');
    const { userId, sessionVersion } = verified.value;
    const current = await this.#deps.users.sessionVersion(userId);
    if (current === null || current !== sessionVersion) return err('REVOKED');
    return ok({ userId });
  }
}
