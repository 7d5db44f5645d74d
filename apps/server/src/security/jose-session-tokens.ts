import { err, ok, type Result } from '@netzero/core';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { ServerClock } from '../services/ports/clock.port.js';
import type {
  SessionClaims,
  SessionScope,
  SessionTokenError,
  SessionTokens,
} from '../services/ports/session-tokens.port.js';

const ALGORITHM = 'HS256';
/**
 * How many verified tokens each server remembers: a few hundred bytes each, so about a megabyte
 * at most. Only valid tokens get in, so nobody can fill it without our signature.
 */
export const VERIFIED_TOKENS_REMEMBERED = 4096;
/** An operator console session's default lifetime: one working day, 8 hours. */
export const OPS_SESSION_TTL_SECONDS = 8 * 60 * 60;

/**
 * Session tokens as HS256 JWTs carrying sub (the user id as text), userId, sv (the account's
 * session version), scope ('ops' for the operator console; none means the shop), iat and exp.
 */
export class JoseSessionTokens implements SessionTokens {
  readonly #key: Uint8Array;
  readonly #ttlSeconds: number;
  readonly #opsTtlSeconds: number;
  readonly #clock: ServerClock;
  // Token string -> its claims and exp (seconds). The HMAC check (~90 us through WebCrypto) is
  // done once per token: the same bytes always carry the same signature and claims. Only the
  // clock can change the answer, so exp is compared with it on every use. Failures are never
  // kept, and the session version is still read from the database on every request.
  readonly #verified = new Map<string, { claims: SessionClaims; expSeconds: number }>();

  constructor(
    secret: string,
    ttlSeconds: number,
    clock: ServerClock,
    opsTtlSeconds = OPS_SESSION_TTL_SECONDS,
  ) {
    this.#key = new TextEncoder().encode(secret);
    this.#ttlSeconds = ttlSeconds;
    this.#opsTtlSeconds = opsTtlSeconds;
    this.#clock = clock;
  }

  async issue(userId: number, sessionVersion = 0): Promise<string> {
    return (await this.#sign(userId, sessionVersion, 'shop', this.#ttlSeconds)).token;
  }

  issueOps(userId: number, sessionVersion: number): Promise<{ token: string; expiresAt: Date }> {
    return this.#sign(userId, sessionVersion, 'ops', this.#opsTtlSeconds);
  }

  async #sign(userId: number, sessionVersion: number, scope: SessionScope, ttlSeconds: number) {
    const nowSeconds = Math.floor(this.#clock.now().getTime() / 1000);
    const expSeconds = nowSeconds + ttlSeconds;
    // Shop tokens stay as they were (no scope claim), so tokens issued before scopes still work.
    const claims =
      scope === 'shop' ? { userId, sv: sessionVersion } : { userId, sv: sessionVersion, scope };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(nowSeconds)
      .setExpirationTime(expSeconds)
      .sign(this.#key);
    return { token, expiresAt: new Date(expSeconds * 1000) };
  }

  async verify(token: string): Promise<Result<SessionClaims, SessionTokenError>> {
    if (token === '') return err('MISSING');
    const remembered = this.#verified.get(token);
    if (remembered !== undefined) {
      // As jose: expired from the second exp names.
      if (remembered.expSeconds > Math.floor(this.#clock.now().getTime() / 1000)) {
        return ok(remembered.claims);
      }
      this.#verified.delete(token);
      return err('EXPIRED');
    }
    try {
      // Only HS256: 'none', RS256 signed with our secret as a "public key", HS512 … are refused.
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        currentDate: this.#clock.now(),
        requiredClaims: ['exp', 'sub'],
      });
      const { userId, sub, sv = 0, scope = 'shop', purpose } = payload;
      // Other tokens signed with this secret (the operators' sign-in tickets) are never sessions.
      if (purpose !== undefined) return err('INVALID');
      if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId < 1) {
        return err('INVALID');
      }
      if (sub !== String(userId)) return err('INVALID');
      // Tokens issued before versions existed carry none: they count as version 0.
      if (typeof sv !== 'number' || !Number.isSafeInteger(sv) || sv < 0) return err('INVALID');
      if (scope !== 'shop' && scope !== 'ops') return err('INVALID');
      const claims: SessionClaims = { userId, sessionVersion: sv, scope };
      // requiredClaims makes exp a number here; a token with nbf (never ours) is not remembered,
      // so a clock set back still refuses it.
      if (typeof payload.exp === 'number' && payload.nbf === undefined) {
        this.#remember(token, claims, payload.exp);
      }
      return ok(claims);
    } catch (error) {
      if (error instanceof errors.JWTExpired) return err('EXPIRED');
      return err('INVALID');
    }
  }

  #remember(token: string, claims: SessionClaims, expSeconds: number): void {
    // Bounded: the oldest entry goes first (a Map iterates in insertion order).
    if (this.#verified.size >= VERIFIED_TOKENS_REMEMBERED) {
      const oldest = this.#verified.keys().next();
      if (!oldest.done) this.#verified.delete(oldest.value);
    }
    this.#verified.set(token, { claims, expSeconds });
  }
}
