import type { Result } from '@netzero/core';
import type { OperatorActor } from './audit-log.port.js';
import type { MailMessage } from './mailer.port.js';
import type { NewOperator, OperatorAccount } from './operator-account.repository.port.js';

/** An invitation to store: its link token's hash only, never the token. */
export interface NewInvitation {
  /** The operator who invites (an account: the machine token cannot invite). */
  readonly inviter: OperatorActor & { readonly userId: number };
  readonly email: string;
  readonly tokenHash: string;
  readonly expiresAt: Date;
  readonly mail: MailMessage;
}

/** Why an invitation was not accepted. */
export type InvitationRefusal = 'INVALID' | 'EMAIL_HAS_ACCOUNT' | 'USERNAME_TAKEN';

/**
 * Invitations of new operators: a single-use e-mailed link (email_tokens, purpose
 * operator_invite), its audit entry and its e-mail job, written together.
 */
export interface OperatorInvitationRepository {
  invite(invitation: NewInvitation): Promise<void>;
  /**
   * Uses the invitation once (open and unexpired at `now`) and creates the operator it invites, in
   * one transaction: refused, the invitation stays open (a taken username can be changed).
   */
  accept(
    tokenHash: string,
    now: Date,
    operator: (email: string) => Omit<NewOperator, 'email'>,
  ): Promise<Result<OperatorAccount, InvitationRefusal>>;
}
