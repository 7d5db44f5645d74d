import { err, ok, type Result } from '@netzero/core';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { ServerClock } from '../services/ports/clock.port.js';
import type {
  SessionClaims,
  SessionTokenError,
  SessionTokens,
} from '../services/ports/session-tokens.port.js';

const ALGORITHM = 'HS256';

/**
 * Session tokens as HS256 JWTs carrying sub (the user id as text), userId, sv (the account's
 * session version), iat and exp.
 */
export class JoseSessionTokens implements SessionTokens {
  readonly #key: Uint8Array;
  readonly #ttlSeconds: number;
  readonly #clock: ServerClock;

  constructor(secret: string, ttlSeconds: number, clock: ServerClock) {
    this.#key = new TextEncoder().encode(secret);
    this.#ttlSeconds = ttlSeconds;
    this.#clock = clock;
  }

  issue(userId: number, sessionVersion = 0): Promise<string> {
    const nowSeconds = Math.floor(this.#clock.now().getTime() / 1000);
    return new SignJWT({ userId, sv: sessionVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + this.#ttlSeconds)
      .sign(this.#key);
  }

  async verify(token: string): Promise<Result<SessionClaims, SessionTokenError>> {
    if (token === '') return err('MISSING');
    try {
      // Only HS256: 'none', RS256 signed with our secret as a "public key", HS512 … are refused.
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        currentDate: this.#clock.now(),
        requiredClaims: ['exp', 'sub'],
      });
      const { userId, sub, sv = 0 } = payload;
      if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId < 1) {
        return err('INVALID');
      }
      if (sub !== String(userId)) return err('INVALID');
      // Tokens issued before versions existed carry none: they count as version 0.
      if (typeof sv !== 'number' || !Number.isSafeInteger(sv) || sv < 0) return err('INVALID');
      return ok({ userId, sessionVersion: sv });
    } catch (error) {
      if (error instanceof errors.JWTExpired) return err('EXPIRED');
      return err('INVALID');
    }
  }
}
