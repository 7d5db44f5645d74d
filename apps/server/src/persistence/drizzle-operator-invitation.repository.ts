import { err, ok, type Result } from '@netzero/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type {
  NewOperator,
  OperatorAccount,
} from '../services/ports/operator-account.repository.port.js';
import type {
  InvitationRefusal,
  NewInvitation,
  OperatorInvitationRepository,
} from '../services/ports/operator-invitation.repository.port.js';
import { appendAuditEntry } from './audit-records.js';
import type { Database } from './database.js';
import { asJobTransaction, DrizzleJobQueue } from './drizzle-job.queue.js';
import { DrizzleOperatorAccountRepository } from './drizzle-operator-account.repository.js';
import { isUniqueViolation } from './postgres-errors.js';
import { emailTokens, users } from './schema.js';

const INVITE = 'operator.invite';
const TARGET = 'operator_invite';

/** Thrown inside the transaction to roll it back with a refusal. */
class Refused extends Error {
  constructor(readonly reason: InvitationRefusal) {
    super(reason);
  }
}

/**
 * Invitations in email_tokens (purpose operator_invite) with the invited address in its email
 * column. The row belongs to the inviter (its user_id must name an account, and the invitee has
 * none yet), so an invitation ends with its inviter's account.
 */
export class DrizzleOperatorInvitationRepository implements OperatorInvitationRepository {
  readonly #db: Database;
  readonly #jobs: JobQueue;

  constructor(db: Database, jobs: JobQueue = new DrizzleJobQueue(db)) {
    this.#db = db;
    this.#jobs = jobs;
  }

  async invite({ inviter, email, tokenHash, expiresAt, mail }: NewInvitation): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const [row] = await tx
        .insert(emailTokens)
        .values({
          userId: inviter.userId,
          purpose: 'operator_invite',
          email,
          tokenHash,
          expiresAt,
        })
        .returning({ id: emailTokens.id });
      if (!row) throw new Error('insert into email_tokens returned no row');
      await appendAuditEntry(tx, {
        actor: inviter,
        action: INVITE,
        targetType: TARGET,
        targetId: String(row.id),
        after: { email, expiresAt: expiresAt.toISOString() },
      });
      const job = {
        kind: 'send-mail',
        payload: mail,
        dedupeKey: `email-token:${tokenHash}`,
      } as const;
      await this.#jobs.enqueue(job, asJobTransaction(tx));
    });
  }

  async accept(
    tokenHash: string,
    now: Date,
    operator: (email: string) => Omit<NewOperator, 'email'>,
  ): Promise<Result<OperatorAccount, InvitationRefusal>> {
    try {
      return ok(
        await this.#db.transaction(async (tx) => {
          // One conditional UPDATE: of two concurrent acceptances only one gets the row.
          const [token] = await tx
            .update(emailTokens)
            .set({ usedAt: now })
            .where(
              and(
                eq(emailTokens.tokenHash, tokenHash),
                eq(emailTokens.purpose, 'operator_invite'),
                isNull(emailTokens.usedAt),
                gt(emailTokens.expiresAt, now),
              ),
            )
            .returning({ id: emailTokens.id, email: emailTokens.email });
          const email = token?.email;
          if (!token || !email) throw new Refused('INVALID');
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.email}) = lower(${email})`);
          if (taken) throw new Refused('EMAIL_HAS_ACCOUNT');
          const created = await new DrizzleOperatorAccountRepository(tx).create(
            { ...operator(email), email },
            (account) => [
              {
                actor: { userId: account.id, label: account.email },
                action: 'operator.create',
                targetType: 'operator',
                targetId: String(account.id),
                after: { username: account.username, email: account.email, invitation: token.id },
              },
            ],
          );
          if (!created.ok) throw new Refused('USERNAME_TAKEN');
          return created.value;
        }),
      );
    } catch (error) {
      if (error instanceof Refused) return err(error.reason);
      if (isUniqueViolation(error)) return err('USERNAME_TAKEN');
      throw error;
    }
  }
}
