import type { Result } from '@netzero/core';

/** Why a bearer token was refused. */
export type SessionTokenError = 'MISSING' | 'INVALID' | 'EXPIRED';

/** What a valid token says: its user and the account's session version it was issued under. */
export interface SessionClaims {
  readonly userId: number;
  /** users.session_version when issued (0 for tokens issued before versions existed). */
  readonly sessionVersion: number;
}

/** Issues and verifies session tokens (JWT HS256 with sub, userId, sv and exp). */
export interface SessionTokens {
  issue(userId: number, sessionVersion: number): Promise<string>;
  verify(token: string): Promise<Result<SessionClaims, SessionTokenError>>;
}
