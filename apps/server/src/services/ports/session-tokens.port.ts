import type { Result } from '@netzero/core';

/** Why a bearer token was refused. */
export type SessionTokenError = 'MISSING' | 'INVALID' | 'EXPIRED';

/** Issues and verifies session tokens (JWT HS256 with sub, userId and exp). */
export interface SessionTokens {
  issue(userId: number): Promise<string>;
  verify(token: string): Promise<Result<{ userId: number }, SessionTokenError>>;
}
