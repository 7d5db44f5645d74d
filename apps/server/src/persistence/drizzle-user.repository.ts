import { err, ok, type Result } from '@netzero/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type {
  AccountVerification,
  UserRecord,
  UserRepository,
} from '../services/ports/user.repository.port.js';
import { deleteAccountRows } from './account-deletion.js';
import type { Database } from './database.js';
import { asJobTransaction, DrizzleJobQueue } from './drizzle-job.queue.js';
import { isUniqueViolation } from './postgres-errors.js';
import { emailTokens, users } from './schema.js';
import { type StatementNaming, statementName } from './statement-names.js';

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
};

const live = isNull(users.deletedAt);

// Read on every authenticated request: prepared once per repository, so Drizzle builds its SQL
// once and node-postgres parses it once per connection (a named statement).
function prepareSessionVersion(db: Database, naming: StatementNaming) {
  return db
    .select({ sessionVersion: users.sessionVersion })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), live, isNull(users.disabledAt)))
    .prepare(statementName('users_session_version', naming));
}

/**
 * Accounts in the users table; lookups by name or e-mail ignore case, like its unique indexes, and
 * never find a deleted account.
 */
export class DrizzleUserRepository implements UserRepository {
  readonly #db: Database;
  readonly #jobs: JobQueue;
  readonly #sessionVersion: ReturnType<typeof prepareSessionVersion>;

  /** `jobs` defaults to the queue in the same database (the verification e-mail is queued there). */
  constructor(
    db: Database,
    jobs: JobQueue = new DrizzleJobQueue(db),
    naming: StatementNaming = {},
  ) {
    this.#db = db;
    this.#jobs = jobs;
    this.#sessionVersion = prepareSessionVersion(db, naming);
  }

  async create(
    user: { username: string; email: string; passwordHash: string },
    verification?: AccountVerification,
  ): Promise<Result<UserRecord, 'ACCOUNT_EXISTS'>> {
    try {
      return ok(
        await this.#db.transaction(async (tx) => {
          const [row] = await tx.insert(users).values(user).returning(columns);
          if (!row) throw new Error('insert into users returned no row');
          if (verification) {
            const { tokenHash, expiresAt } = verification;
            await tx.insert(emailTokens).values({
              userId: row.id,
              purpose: 'verify_email',
              tokenHash,
              newPasswordHash: null,
              expiresAt,
            });
            const job = {
              kind: 'send-mail',
              payload: verification.mail(row),
              dedupeKey: `email-token:${tokenHash}`,
            } as const;
            await this.#jobs.enqueue(job, asJobTransaction(tx));
          }
          return row;
        }),
      );
    } catch (error) {
      // The unique indexes on lower(username) and lower(email) decide, so of two concurrent
      // signups with the same name only one can win.
      if (isUniqueViolation(error)) return err('ACCOUNT_EXISTS');
      throw error;
    }
  }

  async findByUsername(username: string): Promise<UserRecord | null> {
    const [row] = await this.#db
      .select(columns)
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${username})`, live))
      .limit(1);
    return row ?? null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const [row] = await this.#db
      .select(columns)
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, live))
      .limit(1);
    return row ?? null;
  }

  async findById(id: number): Promise<UserRecord | null> {
    const [row] = await this.#db
      .select(columns)
      .from(users)
      .where(and(eq(users.id, id), live))
      .limit(1);
    return row ?? null;
  }

  async updatePasswordHash(userId: number, passwordHash: string): Promise<void> {
    await this.#db
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(and(eq(users.id, userId), live));
  }

  async sessionVersion(userId: number): Promise<number | null> {
    // By primary key: one index read per authenticated request.
    const [row] = await this.#sessionVersion.execute({ userId });
    return row?.sessionVersion ?? null;
  }

  async endSessions(userId: number): Promise<void> {
    await this.#db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, userId));
  }

  deleteAccount(userId: number, at: Date): Promise<Result<void, 'HAS_ACTIVE_SUBSCRIPTIONS'>> {
    return deleteAccountRows(this.#db, userId, at);
  }

  async markEmailVerified(userId: number, at: Date): Promise<void> {
    // Keeps the first confirmation time if the address was already confirmed.
    await this.#db
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, userId));
  }
}
