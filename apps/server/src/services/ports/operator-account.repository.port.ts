import type { Result } from '@netzero/core';
import type { AuditEntry } from './audit-log.port.js';

/** An account as operator sign-in and the operator guard see it (buyers included, to refuse them). */
export interface OperatorAccount {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly role: 'buyer' | 'operator';
  readonly sessionVersion: number;
  readonly disabled: boolean;
  /** Whether the second factor is confirmed. */
  readonly enrolled: boolean;
  readonly createdAt: Date;
}

/** A new operator's account: created with its address confirmed (they came by e-mail or the CLI). */
export interface NewOperator {
  readonly username: string;
  readonly email: string;
  readonly passwordHash: string;
}

/** Operator accounts; a deleted account is found by none of the lookups. */
export interface OperatorAccountRepository {
  /** Any live account by e-mail (any case), with its role. */
  findByEmail(email: string): Promise<OperatorAccount | null>;
  /** Any live account by id, in one read (the operator guard calls it on every request). */
  findById(id: number): Promise<OperatorAccount | null>;
  /** Every live operator, oldest first. */
  listOperators(): Promise<OperatorAccount[]>;
  /** Creates an operator; the audit entries are written in the same transaction. */
  create(
    operator: NewOperator,
    audit: (created: OperatorAccount) => readonly AuditEntry[],
  ): Promise<Result<OperatorAccount, 'ACCOUNT_EXISTS'>>;
  /** Gives a live account the operator role (its shop sessions end); null when there is none. */
  promote(
    email: string,
    audit: (promoted: OperatorAccount) => readonly AuditEntry[],
  ): Promise<OperatorAccount | null>;
  /** Ends every session of the account (session version + 1), with its audit entries. */
  endSessions(userId: number, audit: readonly AuditEntry[]): Promise<void>;
}
