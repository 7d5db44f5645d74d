import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from './database.js';
import { users } from './schema.js';

/** An operator who receives the console's notices. */
export interface OperatorRecipient {
  readonly userId: number;
  readonly email: string;
}

/**
 * The operators to notify, read inside the transaction that queues their e-mails, so a notice goes
 * to the operators there were when the change committed: active ones only (not disabled, not
 * deleted).
 */
export async function activeOperators(db: Database): Promise<OperatorRecipient[]> {
  return db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'operator'), isNull(users.disabledAt), isNull(users.deletedAt)))
    .orderBy(users.id);
}
