import type { MailMessage } from './mailer.port.js';

/** What a single-use e-mailed token is for. */
export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** A consumed token: whose it was and, for a reset, the password hash to apply. */
export interface ConsumedEmailToken {
  readonly userId: number;
  readonly newPasswordHash: string | null;
}

/** A link token to store: its hash only, never the token itself. */
export interface NewEmailToken {
  readonly userId: number;
  readonly purpose: EmailTokenPurpose;
  readonly tokenHash: string;
  readonly newPasswordHash: string | null;
  readonly expiresAt: Date;
}

/** Single-use tokens sent by e-mail; only a hash of each token is stored. */
export interface EmailTokenRepository {
  /**
   * Stores a token, ending every older open token of the same user and purpose, and queues the
   * e-mail that carries it in the same transaction (a token is never stored without its mail).
   */
  issue(token: NewEmailToken, mail: MailMessage): Promise<void>;
  /** The token if it is open and unexpired at `now`, without using it; null otherwise. */
  findOpen(
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<ConsumedEmailToken | null>;
  /** Marks the token used if it is open and unexpired at `now`, in one atomic step; null otherwise. */
  consume(
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<ConsumedEmailToken | null>;
}
