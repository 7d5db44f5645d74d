import type { Result } from '@netzero/core';

/** Why a bearer token was refused. */
export type SessionTokenError = 'MISSING' | 'INVALID' | 'EXPIRED';

/**
 * What a session is for: the shop (a buyer's, the default) or the operator console. One token,
 * one purpose: shop routes refuse ops sessions and /api/ops/* refuses shop sessions.
 */
export type SessionScope = 'shop' | 'ops';

/** What a valid token says: its user and the account's session version it was issued under. */
export interface SessionClaims {
  readonly userId: number;
  /** users.session_version when issued (0 for tokens issued before versions existed). */
  readonly sessionVersion: number;
  /** 'shop' for tokens issued before scopes existed. */
  readonly scope: SessionScope;
}

/** Issues and verifies session tokens (JWT HS256 with sub, userId, sv, scope and exp). */
export interface SessionTokens {
  /** A shop session (JWT_TTL_SECONDS). */
  issue(userId: number, sessionVersion: number): Promise<string>;
  /** An operator console session (OPS_SESSION_TTL_SECONDS), and when it ends. */
  issueOps(userId: number, sessionVersion: number): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<Result<SessionClaims, SessionTokenError>>;
}
