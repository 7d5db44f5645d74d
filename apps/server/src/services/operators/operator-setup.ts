import { err, isValidEmail, ok, PASSWORD_MIN_LENGTH, type Result } from '@netzero/core';
import type { AuditEntry, OperatorActor } from '../ports/audit-log.port.js';
import type {
  OperatorAccount,
  OperatorAccountRepository,
} from '../ports/operator-account.repository.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';

/** Who the command line acts as in the audit log (it has no account of its own). */
export const COMMAND_LINE_ACTOR: OperatorActor = { userId: null, label: 'command line' };

/** Why `npm run operator -- create` refused, as a sentence for the terminal. */
export type OperatorSetupRefusal = { readonly message: string };

/** A username from the address's local part when none is given: 3–40 of [A-Za-z0-9._-]. */
export function usernameFor(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40);
  return local.length >= 3 ? local : `operator-${local}`.slice(0, 40);
}

const entry = (account: OperatorAccount, action: string): AuditEntry => ({
  actor: COMMAND_LINE_ACTOR,
  action,
  targetType: 'operator',
  targetId: String(account.id),
  after: { username: account.username, email: account.email, role: account.role },
});

/**
 * Creates an operator from the command line (the first one, or any later), or with `promote`
 * gives an existing account the operator role. Either way they sign in at /ops with their
 * password and enrol an authenticator there.
 */
export async function setUpOperator(
  deps: { accounts: OperatorAccountRepository; hasher: PasswordHasher },
  input: { email: string; username?: string; password?: string; promote: boolean },
): Promise<Result<OperatorAccount, OperatorSetupRefusal>> {
  const email = input.email.trim();
  if (!isValidEmail(email)) return err({ message: `'${email}' is not a valid e-mail address.` });
  const existing = await deps.accounts.findByEmail(email);
  if (input.promote) {
    if (!existing)
      return err({ message: `No account uses ${email}; leave out --promote to create one.` });
    if (existing.role === 'operator') return err({ message: `${email} is already an operator.` });
    const promoted = await deps.accounts.promote(email, (account) => [
      entry(account, 'operator.promote'),
    ]);
    return promoted ? ok(promoted) : err({ message: `No account uses ${email}.` });
  }
  if (existing) {
    return err({
      message: `An account already uses ${email}; add --promote to make it an operator.`,
    });
  }
  const password = input.password ?? '';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > 128) {
    return err({ message: `The password must be ${PASSWORD_MIN_LENGTH} to 128 characters.` });
  }
  const username = input.username ?? usernameFor(email);
  if (!/^[A-Za-z0-9._-]{3,40}$/.test(username)) {
    return err({
      message: 'The username must be 3–40 letters, digits, dots, underscores or hyphens.',
    });
  }
  const created = await deps.accounts.create(
    { username, email, passwordHash: await deps.hasher.hash(password) },
    (account) => [entry(account, 'operator.create')],
  );
  return created.ok
    ? created
    : err({ message: `The username ${username} is taken; choose another with --username.` });
}
