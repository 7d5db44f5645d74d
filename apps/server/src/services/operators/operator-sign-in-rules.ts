import type { AuditEntry, OperatorActor } from '../ports/audit-log.port.js';
import type { ServerClock } from '../ports/clock.port.js';
import type {
  OperatorAccount,
  OperatorAccountRepository,
} from '../ports/operator-account.repository.port.js';
import type { OperatorFactorRepository } from '../ports/operator-factor.repository.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { QrCodeDrawer } from '../ports/qr-code-drawer.port.js';
import type { FailureCounter } from '../ports/rate-limiter.port.js';
import type { SessionTokens } from '../ports/session-tokens.port.js';
import type { SignInTickets } from '../ports/sign-in-tickets.port.js';
import type { TotpAuthenticator } from '../ports/totp-authenticator.port.js';

/** What operator sign-in needs. */
export interface OperatorSignInDeps {
  readonly accounts: OperatorAccountRepository;
  readonly factors: OperatorFactorRepository;
  readonly tickets: SignInTickets;
  readonly sessionTokens: SessionTokens;
  readonly hasher: PasswordHasher;
  readonly totp: TotpAuthenticator;
  readonly qr: QrCodeDrawer;
  readonly rateLimiter: FailureCounter;
  readonly clock: ServerClock;
}

/** Who may sign in to the console: live operators not disabled. */
export function canSignIn(account: OperatorAccount): boolean {
  return account.role === 'operator' && !account.disabled;
}

/** The actor an operator's own sign-in steps are audited as. */
export function actorOf(account: Pick<OperatorAccount, 'id' | 'email'>): OperatorActor {
  return { userId: account.id, label: account.email };
}

/** An audit entry about the operator's own account. */
export function selfEntry(account: OperatorAccount, action: string, after?: unknown): AuditEntry {
  return {
    actor: actorOf(account),
    action,
    targetType: 'operator',
    targetId: String(account.id),
    after,
  };
}
