import { err, ok, type Result } from '@netzero/core';
import type { ServerClock } from '../ports/clock.port.js';
import type { EmailTokenRepository } from '../ports/email-token.repository.port.js';
import type { JobQueue } from '../ports/job-queue.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { clientNetwork } from '../shared/client-network.js';
import { hitRateLimits, type RateLimited } from '../shared/rate-limits.js';
import { passwordResetEmail } from './auth-emails.js';
import { RESET_PER_EMAIL, RESET_PER_IP } from './auth-rate-limits.js';
import { issueEmailLink } from './email-links.js';
import { hashLinkToken } from './link-tokens.js';

/** How long a password-reset link works, in milliseconds (30 minutes). */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/** What the password reset needs. */
export interface PasswordResetDeps {
  readonly users: UserRepository;
  readonly emailTokens: EmailTokenRepository;
  readonly hasher: PasswordHasher;
  readonly rateLimiter: RateLimiter;
  readonly clock: ServerClock;
  /** The durable queue the request goes through: its answer must not depend on the account. */
  readonly jobs: JobQueue;
  /** Base URL of the site, without a trailing slash, for the link in the e-mail. */
  readonly publicUrl: string;
}

/**
 * Password reset by e-mailed link (DESIGN §5): the form's new password is stored, hashed, with a
 * single-use link, and becomes the password only when the link is opened.
 */
export class PasswordResetService {
  readonly #deps: PasswordResetDeps;

  constructor(deps: PasswordResetDeps) {
    this.#deps = deps;
  }

  /**
   * Queues the request with the new password's hash, to be e-mailed a 30-minute link by sendLink.
   * The request does exactly the same work (the same statements, the same hashing) whether or not
   * an account uses the address, so neither its answer nor its timing tells (ASVS V6.3.8).
   */
  async request(
    input: { email: string; newPassword: string },
    clientIp: string,
  ): Promise<Result<void, RateLimited>> {
    const email = input.email.trim();
    const limited = await hitRateLimits(this.#deps.rateLimiter, [
      [`reset:ip:${clientNetwork(clientIp)}`, RESET_PER_IP],
      [`reset:email:${email.toLowerCase()}`, RESET_PER_EMAIL],
    ]);
    if (limited) return err(limited);
    // Only the hash is queued: the job's payload never holds the password.
    const newPasswordHash = await this.#deps.hasher.hash(input.newPassword);
    await this.#deps.jobs.enqueue({
      kind: 'request-password-reset',
      payload: { email, newPasswordHash },
    });
    return ok(undefined);
  }

  /**
   * The queued request's work: when an account uses the address, stores the hash with a new link
   * (ending older ones) and queues its e-mail, in one transaction; otherwise does nothing. Run again
   * after a crash, it sends a second link that ends the first (an e-mail may arrive twice).
   */
  async sendLink(request: { email: string; newPasswordHash: string }): Promise<void> {
    const { newPasswordHash } = request;
    const user = await this.#deps.users.findByEmail(request.email);
    if (!user) return;
    await issueEmailLink(
      this.#deps,
      { userId: user.id, purpose: 'reset_password', newPasswordHash, ttlMs: RESET_LINK_TTL_MS },
      (token) =>
        passwordResetEmail(
          user.email,
          user.username,
          `${this.#deps.publicUrl}/ResetPassword?token=${token}`,
        ),
    );
  }

  /**
   * Consumes the link (once, before it expires) and only then sets the password stored with it.
   * The opener must type that new password again: a link requested by a stranger, with a password
   * of the stranger's choosing, is useless to the mailbox's owner who opens it by mistake.
   */
  async confirm(input: {
    token: string;
    newPassword: string;
  }): Promise<Result<void, { code: 'AUTH.RESET_LINK_INVALID' | 'AUTH.RESET_PASSWORD_MISMATCH' }>> {
    const now = this.#deps.clock.now();
    const tokenHash = hashLinkToken(input.token);
    const open = await this.#deps.emailTokens.findOpen(tokenHash, 'reset_password', now);
    if (!open?.newPasswordHash) return err({ code: 'AUTH.RESET_LINK_INVALID' });
    if (!(await this.#deps.hasher.verify(open.newPasswordHash, input.newPassword))) {
      return err({ code: 'AUTH.RESET_PASSWORD_MISMATCH' });
    }
    const consumed = await this.#deps.emailTokens.consume(tokenHash, 'reset_password', now);
    if (!consumed?.newPasswordHash) return err({ code: 'AUTH.RESET_LINK_INVALID' });
    // Also raises the session version: a session stolen before the reset ends with it.
    await this.#deps.users.updatePasswordHash(consumed.userId, consumed.newPasswordHash);
    // The link reached the user's mailbox, which proves the address as a confirmation link would.
    await this.#deps.users.markEmailVerified(consumed.userId, now);
    return ok(undefined);
  }
}
