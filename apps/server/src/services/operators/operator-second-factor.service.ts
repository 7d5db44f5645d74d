import { err, ok, type Result } from '@netzero/core';
import type { OperatorAccount } from '../ports/operator-account.repository.port.js';
import { clientNetwork } from '../shared/client-network.js';
import { hitRateLimits, type RateLimited } from '../shared/rate-limits.js';
import { countAttempt, isRateLimited } from './failure-limits.js';
import {
  OPS_CODE_FAILURES_PER_IP,
  OPS_CODE_FAILURES_PER_OPERATOR,
  OPS_ENROLMENTS_PER_OPERATOR,
} from './operator-rate-limits.js';
import { canSignIn, type OperatorSignInDeps, selfEntry } from './operator-sign-in-rules.js';
import { hashRecoveryCode, isRecoveryCodeShape, newRecoveryCodes } from './recovery-codes.js';

/** A signed-in operator: the ops session and whose it is. */
export interface OperatorSignedIn {
  readonly token: string;
  readonly expiresAt: Date;
  readonly operator: OperatorAccount;
  /** Only when enrolment was just confirmed: shown once, never again. */
  readonly recoveryCodes?: readonly string[];
}

/** A new authenticator secret, as text, URI and QR code. */
export interface EnrolmentSecret {
  readonly secret: string;
  readonly otpauthUri: string;
  readonly qrSvg: string;
}

type TicketRefused = { code: 'OPS.TICKET_INVALID' };
type CodeRefused = { code: 'OPS.CODE_INVALID' };

/**
 * The second step of operator sign-in: enrolment of the authenticator app and its codes. Each
 * time step's code is accepted once (operator_factors.last_used_step), each recovery code once.
 */
export class OperatorSecondFactorService {
  readonly #deps: OperatorSignInDeps;

  constructor(deps: OperatorSignInDeps) {
    this.#deps = deps;
  }

  /** Starts (or restarts) enrolment; refused once a factor is confirmed. */
  async startEnrolment(
    ticket: string,
  ): Promise<
    Result<EnrolmentSecret, TicketRefused | RateLimited | { code: 'OPS.ALREADY_ENROLLED' }>
  > {
    const account = await this.#ticketHolder(ticket);
    if (!account) return err({ code: 'OPS.TICKET_INVALID' });
    const limited = await hitRateLimits(this.#deps.rateLimiter, [
      [`ops-enrol:user:${account.id}`, OPS_ENROLMENTS_PER_OPERATOR],
    ]);
    if (limited) return err(limited);
    const { secret, otpauthUri } = this.#deps.totp.newSecret(account.email);
    if (!(await this.#deps.factors.startEnrolment(account.id, secret))) {
      return err({ code: 'OPS.ALREADY_ENROLLED' });
    }
    return ok({ secret, otpauthUri, qrSvg: await this.#deps.qr.svg(otpauthUri) });
  }

  /** Confirms enrolment with a first code: the session, and the recovery codes shown once. */
  async confirmEnrolment(
    ticket: string,
    code: string,
    clientIp: string,
  ): Promise<
    Result<
      OperatorSignedIn,
      TicketRefused | CodeRefused | RateLimited | { code: 'OPS.ENROLMENT_NOT_STARTED' }
    >
  > {
    const account = await this.#ticketHolder(ticket);
    if (!account) return err({ code: 'OPS.TICKET_INVALID' });
    const attempt = await this.#countCode(account, clientIp);
    if (isRateLimited(attempt)) return err(attempt);
    const factor = await this.#deps.factors.find(account.id);
    if (!factor || factor.enrolledAt !== null) return err({ code: 'OPS.ENROLMENT_NOT_STARTED' });
    const now = this.#deps.clock.now();
    const step = this.#deps.totp.matchingStep(factor.totpSecret, code, now);
    if (step === null) return err({ code: 'OPS.CODE_INVALID' });
    const { codes, hashes } = newRecoveryCodes();
    const confirmed = await this.#deps.factors.confirmEnrolment(
      account.id,
      { step, recoveryCodeHashes: hashes, at: now },
      [
        selfEntry(account, 'operator.enrol'),
        selfEntry(account, 'operator.sign-in', { method: 'totp' }),
      ],
    );
    if (!confirmed) return err({ code: 'OPS.ENROLMENT_NOT_STARTED' });
    await attempt.succeeded();
    return ok({ ...(await this.#session({ ...account, enrolled: true })), recoveryCodes: codes });
  }

  /** Signs in with a TOTP code (each step's once) or a recovery code (each once). */
  async verifyCode(
    ticket: string,
    code: string,
    clientIp: string,
  ): Promise<
    Result<
      OperatorSignedIn,
      TicketRefused | CodeRefused | RateLimited | { code: 'OPS.ENROLMENT_REQUIRED' }
    >
  > {
    const account = await this.#ticketHolder(ticket);
    if (!account) return err({ code: 'OPS.TICKET_INVALID' });
    const attempt = await this.#countCode(account, clientIp);
    if (isRateLimited(attempt)) return err(attempt);
    const factor = await this.#deps.factors.find(account.id);
    if (!factor || factor.enrolledAt === null) return err({ code: 'OPS.ENROLMENT_REQUIRED' });
    const step = this.#deps.totp.matchingStep(factor.totpSecret, code, this.#deps.clock.now());
    const accepted =
      step !== null
        ? await this.#deps.factors.useStep(account.id, step, [
            selfEntry(account, 'operator.sign-in', { method: 'totp' }),
          ])
        : isRecoveryCodeShape(code) &&
          (await this.#deps.factors.useRecoveryCode(account.id, hashRecoveryCode(code), [
            selfEntry(account, 'operator.sign-in', {
              method: 'recovery-code',
              recoveryCodesLeft: factor.recoveryCodeHashes.length - 1,
            }),
          ]));
    if (!accepted) return err({ code: 'OPS.CODE_INVALID' });
    await attempt.succeeded();
    return ok(await this.#session(account));
  }

  /** The live, not disabled operator the ticket was issued to, under their current session version. */
  async #ticketHolder(ticket: string): Promise<OperatorAccount | null> {
    const claims = await this.#deps.tickets.verify(ticket);
    if (!claims) return null;
    const account = await this.#deps.accounts.findById(claims.userId);
    if (!account || !canSignIn(account)) return null;
    return account.sessionVersion === claims.sessionVersion ? account : null;
  }

  #countCode(account: OperatorAccount, clientIp: string) {
    return countAttempt(this.#deps.rateLimiter, [
      [`ops-code:user:${account.id}`, OPS_CODE_FAILURES_PER_OPERATOR],
      [`ops-code:ip:${clientNetwork(clientIp)}`, OPS_CODE_FAILURES_PER_IP],
    ]);
  }

  async #session(account: OperatorAccount): Promise<OperatorSignedIn> {
    const { token, expiresAt } = await this.#deps.sessionTokens.issueOps(
      account.id,
      account.sessionVersion,
    );
    return { token, expiresAt, operator: account };
  }
}
