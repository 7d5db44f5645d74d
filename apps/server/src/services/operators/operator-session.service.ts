import { err, ok, type Result } from '@netzero/core';
import type { OperatorActor } from '../ports/audit-log.port.js';
import type {
  OperatorAccount,
  OperatorAccountRepository,
} from '../ports/operator-account.repository.port.js';
import type { SessionTokens } from '../ports/session-tokens.port.js';
import { actorOf, canSignIn, selfEntry } from './operator-sign-in-rules.js';

/**
 * Why an operator request was refused: no open session at all (401), or an open session that is
 * not an operator's console session (a buyer's, or an operator's shop token: 403).
 */
export type OperatorRefusal = 'UNAUTHENTICATED' | 'NOT_OPERATOR';

/**
 * Operator sessions after sign-in: checked on every /api/ops/* request with one read of the
 * account (role, disabled, session version), never cached, so that a logout, a disabled account
 * or a lost role ends access on every server at once.
 */
export class OperatorSessionService {
  readonly #deps: { sessionTokens: SessionTokens; accounts: OperatorAccountRepository };

  constructor(deps: { sessionTokens: SessionTokens; accounts: OperatorAccountRepository }) {
    this.#deps = deps;
  }

  /** The operator of a bearer token, if it is an open ops session of a live, enabled operator. */
  async authenticate(token: string): Promise<Result<OperatorActor, OperatorRefusal>> {
    const verified = await this.#deps.sessionTokens.verify(token);
    if (!verified.ok) return err('UNAUTHENTICATED');
    const { userId, sessionVersion, scope } = verified.value;
    const account = await this.#deps.accounts.findById(userId);
    if (!account || account.sessionVersion !== sessionVersion) return err('UNAUTHENTICATED');
    if (scope !== 'ops' || account.role !== 'operator') return err('NOT_OPERATOR');
    if (!canSignIn(account)) return err('UNAUTHENTICATED');
    return ok(actorOf(account));
  }

  /** The signed-in operator's account. */
  me(userId: number): Promise<OperatorAccount | null> {
    return this.#deps.accounts.findById(userId);
  }

  /** Every operator. */
  list(): Promise<OperatorAccount[]> {
    return this.#deps.accounts.listOperators();
  }

  /** Ends every session of the operator (console and shop), audited as 'operator.logout'. */
  async logout(userId: number): Promise<void> {
    const account = await this.#deps.accounts.findById(userId);
    if (!account) return;
    await this.#deps.accounts.endSessions(userId, [selfEntry(account, 'operator.logout')]);
  }
}
