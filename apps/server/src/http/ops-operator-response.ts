import type { OpsOperator } from '@netzero/contract';
import type { OperatorAccount } from '../services/ports/operator-account.repository.port.js';

/** An operator account as the contract shows it (never its password hash or session version). */
export function toOpsOperator(account: OperatorAccount): OpsOperator {
  return {
    id: account.id,
    username: account.username,
    email: account.email,
    enrolled: account.enrolled,
    disabled: account.disabled,
    createdAt: account.createdAt.toISOString(),
  };
}
