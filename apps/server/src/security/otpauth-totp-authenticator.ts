import { Secret, TOTP } from 'otpauth';
import type {
  TotpAuthenticator,
  TotpEnrolmentSecret,
} from '../services/ports/totp-authenticator.port.js';

/** What every authenticator app supports (Google Authenticator ignores anything else). */
const PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Steps either side of now a code may belong to: ±30 s of drift. */
const WINDOW_STEPS = 1;
/** 160-bit secrets, as RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;
const SIX_DIGITS = /^\d{6}$/;

/** RFC 6238 codes with the otpauth library. */
export class OtpauthTotpAuthenticator implements TotpAuthenticator {
  readonly #issuer: string;

  constructor(issuer = 'NetZero Market') {
    this.#issuer = issuer;
  }

  newSecret(accountLabel: string): TotpEnrolmentSecret {
    const secret = new Secret({ size: SECRET_BYTES });
    const totp = new TOTP({ issuer: this.#issuer, label: accountLabel, secret, ...PARAMETERS });
    return { secret: secret.base32, otpauthUri: totp.toString() };
  }

  matchingStep(secret: string, code: string, now: Date): number | null {
    const token = code.replace(/\s/g, '');
    if (!SIX_DIGITS.test(token)) return null;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), ...PARAMETERS });
    const timestamp = now.getTime();
    const delta = totp.validate({ token, timestamp, window: WINDOW_STEPS });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }
}
