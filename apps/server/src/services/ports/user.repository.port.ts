import type { Result } from '@netzero/core';
import type { MailMessage } from './mailer.port.js';

/** An account as the services see it. */
export interface UserRecord {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly emailVerifiedAt: Date | null;
  /** When an operator disabled the account (it cannot sign in); absent or null when enabled. */
  readonly disabledAt?: Date | null;
}

/** The address-verification link a new account is created with (only the token's hash is kept). */
export interface AccountVerification {
  readonly tokenHash: string;
  readonly expiresAt: Date;
  /** The e-mail carrying the link, rendered for the created account. */
  readonly mail: (created: UserRecord) => MailMessage;
}

/**
 * Accounts storage; uniqueness of username and e-mail is the database's to enforce. A deleted
 * account is found by none of the lookups.
 */
export interface UserRepository {
  /**
   * Creates an account; with `verification`, its link and its e-mail job are written in the same
   * transaction, so an account never exists without its verification e-mail on the way.
   */
  create(
    user: { username: string; email: string; passwordHash: string },
    verification?: AccountVerification,
  ): Promise<Result<UserRecord, 'ACCOUNT_EXISTS'>>;
  findByUsername(username: string): Promise<UserRecord | null>;
  findByEmail(email: string): Promise<UserRecord | null>;
  findById(id: number): Promise<UserRecord | null>;
  /** Sets the password and raises the session version: every session issued before ends. */
  updatePasswordHash(userId: number, passwordHash: string): Promise<void>;
  markEmailVerified(userId: number, at: Date): Promise<void>;
  /**
   * The account's session version (tokens carry it); null when it does not exist, is deleted or
   * is disabled by an operator, so every token of a disabled account is refused.
   */
  sessionVersion(userId: number): Promise<number | null>;
  /** Raises the session version: every session token issued so far is refused from now on. */
  endSessions(userId: number): Promise<void>;
  /**
   * Deletes the account in one transaction, unless it has a live (active or past-due) monthly
   * subscription: marks it deleted, scrubs its name and address to placeholders (so both can be
   * used again), makes its password unusable, empties its cart, ends its open e-mail links and its
   * sessions. Its orders and certificates stay (money records; certificates are public).
   */
  deleteAccount(userId: number, at: Date): Promise<Result<void, 'HAS_ACTIVE_SUBSCRIPTIONS'>>;
}
