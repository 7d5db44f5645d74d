import { err, ok, type Result } from '@netzero/core';
import { hashLinkToken, newLinkToken } from '../accounts/link-tokens.js';
import type { OperatorActor } from '../ports/audit-log.port.js';
import type { ServerClock } from '../ports/clock.port.js';
import type { OperatorAccountRepository } from '../ports/operator-account.repository.port.js';
import type { OperatorInvitationRepository } from '../ports/operator-invitation.repository.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import { clientNetwork } from '../shared/client-network.js';
import { hitRateLimits, type RateLimited } from '../shared/rate-limits.js';
import { operatorInvitationEmail } from './operator-invitation-email.js';
import { OPS_INVITATIONS_PER_IP } from './operator-rate-limits.js';
import type { LoginChallenge, OperatorSignInService } from './operator-sign-in.service.js';

/** How long an invitation's link works, in milliseconds (72 hours). */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/** What inviting operators needs. */
export interface OperatorInvitationDeps {
  readonly accounts: OperatorAccountRepository;
  readonly invitations: OperatorInvitationRepository;
  readonly hasher: PasswordHasher;
  readonly rateLimiter: RateLimiter;
  readonly signIn: Pick<OperatorSignInService, 'ticketForEnrolment'>;
  readonly clock: ServerClock;
  readonly publicUrl: string;
}

/**
 * Operators invite operators: an e-mailed single-use link (72 hours) lets the invitee choose a
 * username and password, which creates a new operator account (never an existing account's
 * promotion: that is the CLI's --promote) and goes straight on to enrolling an authenticator.
 */
export class OperatorInvitationService {
  readonly #deps: OperatorInvitationDeps;

  constructor(deps: OperatorInvitationDeps) {
    this.#deps = deps;
  }

  /** E-mails an invitation; refused when an account already uses the address. */
  async invite(
    inviter: OperatorActor,
    email: string,
  ): Promise<Result<void, { code: 'OPS.EMAIL_HAS_ACCOUNT' | 'OPS.OPERATOR_ONLY' }>> {
    const { userId } = inviter;
    if (userId === null) return err({ code: 'OPS.OPERATOR_ONLY' });
    if (await this.#deps.accounts.findByEmail(email)) return err({ code: 'OPS.EMAIL_HAS_ACCOUNT' });
    const { token, tokenHash } = newLinkToken();
    const link = `${this.#deps.publicUrl}/ops/invitation?token=${token}`;
    await this.#deps.invitations.invite({
      inviter: { ...inviter, userId },
      email,
      tokenHash,
      expiresAt: new Date(this.#deps.clock.now().getTime() + INVITATION_TTL_MS),
      mail: operatorInvitationEmail(email, inviter.label, link),
    });
    return ok(undefined);
  }

  /** Accepts an invitation: the new operator, and a ticket to enrol their authenticator. */
  async accept(
    input: { token: string; username: string; password: string },
    clientIp: string,
  ): Promise<
    Result<
      LoginChallenge,
      | RateLimited
      | { code: 'OPS.INVITATION_INVALID' | 'OPS.EMAIL_HAS_ACCOUNT' | 'OPS.USERNAME_TAKEN' }
    >
  > {
    const limited = await hitRateLimits(this.#deps.rateLimiter, [
      [`ops-invite:ip:${clientNetwork(clientIp)}`, OPS_INVITATIONS_PER_IP],
    ]);
    if (limited) return err(limited);
    const passwordHash = await this.#deps.hasher.hash(input.password);
    const accepted = await this.#deps.invitations.accept(
      hashLinkToken(input.token),
      this.#deps.clock.now(),
      () => ({ username: input.username, passwordHash }),
    );
    if (!accepted.ok) {
      const code = {
        INVALID: 'OPS.INVITATION_INVALID',
        EMAIL_HAS_ACCOUNT: 'OPS.EMAIL_HAS_ACCOUNT',
        USERNAME_TAKEN: 'OPS.USERNAME_TAKEN',
      } as const;
      return err({ code: code[accepted.error] });
    }
    return ok(await this.#deps.signIn.ticketForEnrolment(accepted.value));
  }
}
