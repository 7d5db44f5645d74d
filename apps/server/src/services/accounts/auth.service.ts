import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '@netzero/core';
import type { LoginDelay } from '../ports/login-delay.port.js';
import type { FailureCounter } from '../ports/rate-limiter.port.js';
import type { SessionTokens } from '../ports/session-tokens.port.js';
import { clientNetwork } from '../shared/client-network.js';
import { hitRateLimits, type RateLimited } from '../shared/rate-limits.js';
import { verificationEmail } from './auth-emails.js';
import { SIGNUP_PER_IP } from './auth-rate-limits.js';
import { hashLinkToken, newLinkToken } from './link-tokens.js';
import { type AsideFromAdmission, LoginThrottle } from './login-throttle.js';
import { type PasswordResetDeps, PasswordResetService } from './password-reset.service.js';

/** How long the signup e-mail's confirmation link works, in milliseconds (24 hours). */
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** What the account service needs. */
export interface AuthServiceDeps extends PasswordResetDeps {
  readonly sessionTokens: SessionTokens;
  readonly rateLimiter: FailureCounter;
  /** Waits out the progressive delay of a login to a name many attempts failed on. */
  readonly loginDelay: LoginDelay;
}

/** A session: the bearer token and the user it belongs to. */
export interface Session {
  readonly token: string;
  readonly userId: number;
}

/** Signup, login, e-mail confirmation and password reset by e-mailed link. */
export class AuthService {
  readonly #deps: AuthServiceDeps;
  readonly #reset: PasswordResetService;
  readonly #throttle: LoginThrottle;
  // Login verifies unknown names against this hash, so they cost what a wrong password costs.
  readonly #dummyHash: Promise<string>;

  constructor(deps: AuthServiceDeps) {
    this.#deps = deps;
    this.#reset = new PasswordResetService(deps);
    this.#throttle = new LoginThrottle(deps.rateLimiter, deps.loginDelay);
    this.#dummyHash = deps.hasher.hash(randomBytes(24).toString('base64url'));
    this.#dummyHash.catch(() => undefined); // a failure surfaces at the first login that needs it
  }

  /** Creates an account and e-mails a link that confirms its address (valid 24 hours). */
  async signup(
    input: { username: string; email: string; password: string },
    clientIp: string,
  ): Promise<Result<Session, RateLimited | { code: 'AUTH.ACCOUNT_EXISTS' }>> {
    const limited = await hitRateLimits(this.#deps.rateLimiter, [
      [`signup:ip:${clientNetwork(clientIp)}`, SIGNUP_PER_IP],
    ]);
    if (limited) return err(limited);
    const passwordHash = await this.#deps.hasher.hash(input.password);
    // The account, its link and the e-mail job commit together: a server killed mid-signup
    // leaves either no account (the retry creates it) or one whose e-mail is on its way.
    const { token, tokenHash } = newLinkToken();
    const link = `${this.#deps.publicUrl}/auth/verify-email?token=${token}`;
    const created = await this.#deps.users.create(
      { ...input, passwordHash },
      {
        tokenHash,
        expiresAt: new Date(this.#deps.clock.now().getTime() + VERIFY_LINK_TTL_MS),
        mail: (user) => verificationEmail(user.email, user.username, link),
      },
    );
    if (!created.ok) return err({ code: 'AUTH.ACCOUNT_EXISTS' });
    return ok(await this.#session(created.value.id, 0));
  }

  /**
   * Logs in by username or e-mail address (any case); unknown names and wrong passwords fail alike.
   * Throttled by LoginThrottle: failures only, refused per IP and per (name, IP), slowed per name.
   */
  async login(
    input: { username: string; password: string },
    clientIp: string,
    aside?: AsideFromAdmission,
  ): Promise<
    Result<
      Session,
      RateLimited | { code: 'LOGIN.INVALID_CREDENTIALS' } | { code: 'LOGIN.ACCOUNT_DISABLED' }
    >
  > {
    const name = input.username.trim();
    const attempt = await this.#throttle.admit(name, clientIp, aside);
    if (!attempt.ok) return attempt;
    const { users } = this.#deps;
    const user = name.includes('@')
      ? await users.findByEmail(name)
      : await users.findByUsername(name);
    const matches = await this.#deps.hasher.verify(
      user?.passwordHash ?? (await this.#dummyHash),
      input.password,
    );
    // Disabled by an operator: said only to whoever knows the password (it ends no lookup).
    if (user?.disabledAt && matches) return err({ code: 'LOGIN.ACCOUNT_DISABLED' });
    const version = user && matches ? await users.sessionVersion(user.id) : null;
    if (!user || version === null) return err({ code: 'LOGIN.INVALID_CREDENTIALS' });
    await this.#throttle.succeeded(attempt.value);
    return ok(await this.#session(user.id, version));
  }

  /** Opens a confirmation link: consumes it (once, before it expires) and marks the address confirmed. */
  async verifyEmail(token: string): Promise<Result<void, { code: 'AUTH.VERIFY_LINK_INVALID' }>> {
    const now = this.#deps.clock.now();
    const consumed = await this.#deps.emailTokens.consume(
      hashLinkToken(token),
      'verify_email',
      now,
    );
    if (!consumed) return err({ code: 'AUTH.VERIFY_LINK_INVALID' });
    await this.#deps.users.markEmailVerified(consumed.userId, now);
    return ok(undefined);
  }

  /** Starts a password reset (see PasswordResetService.request); the password does not change yet. */
  requestPasswordReset(
    input: { email: string; newPassword: string },
    clientIp: string,
  ): Promise<Result<void, RateLimited>> {
    return this.#reset.request(input, clientIp);
  }

  /** Runs a queued reset request (see PasswordResetService.sendLink): e-mails a link if the account exists. */
  sendPasswordResetLink(request: { email: string; newPasswordHash: string }): Promise<void> {
    return this.#reset.sendLink(request);
  }

  /** Opens a reset link (see PasswordResetService.confirm). */
  confirmPasswordReset(input: {
    token: string;
    newPassword: string;
  }): ReturnType<PasswordResetService['confirm']> {
    return this.#reset.confirm(input);
  }

  async #session(userId: number, sessionVersion: number): Promise<Session> {
    return { token: await this.#deps.sessionTokens.issue(userId, sessionVersion), userId };
  }
}
