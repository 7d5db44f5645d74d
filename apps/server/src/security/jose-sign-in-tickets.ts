import { jwtVerify, SignJWT } from 'jose';
import type { ServerClock } from '../services/ports/clock.port.js';
import type { SignInTicketClaims, SignInTickets } from '../services/ports/sign-in-tickets.port.js';

const ALGORITHM = 'HS256';
/** What marks a ticket; session tokens refuse any token with a purpose claim. */
const PURPOSE = 'ops-sign-in';
/** How long the second step may take after the password: 5 minutes. */
export const SIGN_IN_TICKET_TTL_SECONDS = 5 * 60;

/** Sign-in tickets as HS256 JWTs with the session secret and their own purpose claim. */
export class JoseSignInTickets implements SignInTickets {
  readonly #key: Uint8Array;
  readonly #clock: ServerClock;

  constructor(secret: string, clock: ServerClock) {
    this.#key = new TextEncoder().encode(secret);
    this.#clock = clock;
  }

  issue({ userId, sessionVersion }: SignInTicketClaims): Promise<string> {
    const nowSeconds = Math.floor(this.#clock.now().getTime() / 1000);
    return new SignJWT({ purpose: PURPOSE, userId, sv: sessionVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + SIGN_IN_TICKET_TTL_SECONDS)
      .sign(this.#key);
  }

  async verify(ticket: string): Promise<SignInTicketClaims | null> {
    try {
      const { payload } = await jwtVerify(ticket, this.#key, {
        algorithms: [ALGORITHM],
        currentDate: this.#clock.now(),
        requiredClaims: ['exp', 'sub'],
      });
      const { purpose, userId, sub, sv } = payload;
      if (purpose !== PURPOSE) return null;
      if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || sub !== String(userId)) {
        return null;
      }
      if (typeof sv !== 'number' || !Number.isSafeInteger(sv)) return null;
      return { userId, sessionVersion: sv };
    } catch {
      return null;
    }
  }
}
