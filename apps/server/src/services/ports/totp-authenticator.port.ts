/** A new second-factor secret for an operator's authenticator app. */
export interface TotpEnrolmentSecret {
  /** Base32, as an authenticator app accepts it typed by hand. */
  readonly secret: string;
  /** otpauth://totp/… for the QR code. */
  readonly otpauthUri: string;
}

/**
 * Time-based one-time codes (RFC 6238) of an operator's authenticator app: SHA-1, 6 digits,
 * 30-second steps. Which step a code belongs to is what makes a code usable once: the caller
 * refuses any step not after the last one accepted.
 */
export interface TotpAuthenticator {
  /** A fresh random secret, and its URI labelled with the operator's e-mail. */
  newSecret(accountLabel: string): TotpEnrolmentSecret;
  /**
   * The time step (seconds since the epoch / 30) whose code `code` is, within one step either side
   * of `now` (clock drift, a code typed as it rolled over); null when it matches none.
   */
  matchingStep(secret: string, code: string, now: Date): number | null;
}
