import { err, ok, type Result } from '@netzero/core';
import type { ServerClock } from '../ports/clock.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import { hitRateLimits, type RateLimited } from '../shared/rate-limits.js';
import { DELETE_PER_USER } from './auth-rate-limits.js';

/** What the signed-in owner's account calls need. */
export interface AccountServiceDeps {
  readonly users: UserRepository;
  readonly hasher: PasswordHasher;
  readonly rateLimiter: RateLimiter;
  readonly clock: ServerClock;
}

/** Why an account was not deleted. */
export type AccountDeletionError =
  | RateLimited
  | { readonly code: 'ACCOUNT.PASSWORD_INCORRECT' }
  | { readonly code: 'ACCOUNT.HAS_ACTIVE_SUBSCRIPTIONS' }
  | { readonly code: 'AUTH.LOGIN_REQUIRED' };

/** The account as its owner sees it (GET /api/account). */
export interface AccountProfile {
  readonly userId: number;
  readonly username: string;
  readonly email: string;
  /** Whether the signup link was opened (guest purchases with the e-mail then show too). */
  readonly emailVerified: boolean;
}

/** The signed-in owner's own account: who it is, end every session, or delete it. */
export class AccountService {
  readonly #deps: AccountServiceDeps;

  constructor(deps: AccountServiceDeps) {
    this.#deps = deps;
  }

  /** The account behind a session; LOGIN_REQUIRED when it no longer exists. */
  async profile(
    userId: number,
  ): Promise<Result<AccountProfile, { readonly code: 'AUTH.LOGIN_REQUIRED' }>> {
    const user = await this.#deps.users.findById(userId);
    if (!user) return err({ code: 'AUTH.LOGIN_REQUIRED' });
    return ok({
      userId: user.id,
      username: user.username,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
    });
  }

  /** Ends every session of the account, the caller's own included (it must log in again). */
  async logOutEverywhere(userId: number): Promise<void> {
    await this.#deps.users.endSessions(userId);
  }

  /**
   * Deletes the account when `password` is its current one (a stolen session alone cannot) and no
   * monthly subscription is live; counts attempts per user (5 per 15 minutes) against guessing.
   */
  async delete(userId: number, password: string): Promise<Result<void, AccountDeletionError>> {
    const limited = await hitRateLimits(this.#deps.rateLimiter, [
      [`account-delete:user:${userId}`, DELETE_PER_USER],
    ]);
    if (limited) return err(limited);
    const user = await this.#deps.users.findById(userId);
    if (!user) return err({ code: 'AUTH.LOGIN_REQUIRED' });
    if (!(await this.#deps.hasher.verify(user.passwordHash, password))) {
      return err({ code: 'ACCOUNT.PASSWORD_INCORRECT' });
    }
    const deleted = await this.#deps.users.deleteAccount(userId, this.#deps.clock.now());
    if (!deleted.ok) return err({ code: 'ACCOUNT.HAS_ACTIVE_SUBSCRIPTIONS' });
    return ok(undefined);
  }
}
