import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '@netzero/core';
import type { OperatorAccount } from '../ports/operator-account.repository.port.js';
import { clientNetwork } from '../shared/client-network.js';
import type { RateLimited } from '../shared/rate-limits.js';
import { countAttempt, isRateLimited } from './failure-limits.js';
import {
  OPS_LOGIN_FAILURES_PER_EMAIL,
  OPS_LOGIN_FAILURES_PER_EMAIL_AND_IP,
  OPS_LOGIN_FAILURES_PER_IP,
} from './operator-rate-limits.js';
import { canSignIn, type OperatorSignInDeps } from './operator-sign-in-rules.js';

/** After the password: a code from the authenticator app, or enrolment of one first. */
export interface LoginChallenge {
  readonly next: 'totp' | 'enrol';
  readonly ticket: string;
}

/**
 * Operator sign-in in two steps (DESIGN §5 'Operators'): the password gives a 5-minute ticket,
 * which a TOTP or recovery code turns into an ops session (OperatorSecondFactorService), enrolling the
 * authenticator first when none is confirmed. Buyers, disabled operators and wrong passwords get
 * one answer, so the step tells no one which addresses are operators.
 */
export class OperatorSignInService {
  readonly #deps: OperatorSignInDeps;
  // Unknown addresses are checked against this hash, so they cost what a wrong password costs.
  readonly #dummyHash: Promise<string>;

  constructor(deps: OperatorSignInDeps) {
    this.#deps = deps;
    this.#dummyHash = deps.hasher.hash(randomBytes(24).toString('base64url'));
    this.#dummyHash.catch(() => undefined);
  }

  /** The password step: a ticket for the next step, or one refusal for every kind of failure. */
  async login(
    input: { email: string; password: string },
    clientIp: string,
  ): Promise<Result<LoginChallenge, RateLimited | { code: 'OPS.INVALID_CREDENTIALS' }>> {
    const email = input.email.trim().toLowerCase();
    const network = clientNetwork(clientIp);
    const attempt = await countAttempt(this.#deps.rateLimiter, [
      [`ops-login:ip:${network}`, OPS_LOGIN_FAILURES_PER_IP],
      [`ops-login:ip-email:${network} ${email}`, OPS_LOGIN_FAILURES_PER_EMAIL_AND_IP],
      [`ops-login:email:${email}`, OPS_LOGIN_FAILURES_PER_EMAIL],
    ]);
    if (isRateLimited(attempt)) return err(attempt);
    const account = await this.#deps.accounts.findByEmail(email);
    const matches = await this.#deps.hasher.verify(
      account?.passwordHash ?? (await this.#dummyHash),
      input.password,
    );
    if (!account || !matches || !canSignIn(account)) {
      return err({ code: 'OPS.INVALID_CREDENTIALS' });
    }
    await attempt.succeeded();
    const { id: userId, sessionVersion } = account;
    const ticket = await this.#deps.tickets.issue({ userId, sessionVersion });
    return ok({ next: account.enrolled ? 'totp' : 'enrol', ticket });
  }

  /** A ticket for an operator who has confirmed no second factor yet (an invitation's last step). */
  async ticketForEnrolment(account: OperatorAccount): Promise<LoginChallenge> {
    const { id: userId, sessionVersion } = account;
    return { next: 'enrol', ticket: await this.#deps.tickets.issue({ userId, sessionVersion }) };
  }
}
