import { err, ok, type Result } from '@netzero/core';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AuditEntry } from '../services/ports/audit-log.port.js';
import type {
  NewOperator,
  OperatorAccount,
  OperatorAccountRepository,
} from '../services/ports/operator-account.repository.port.js';
import { appendAuditEntry } from './audit-records.js';
import type { Database } from './database.js';
import { isUniqueViolation } from './postgres-errors.js';
import { operatorFactors, users } from './schema.js';

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  sessionVersion: users.sessionVersion,
  disabledAt: users.disabledAt,
  enrolledAt: operatorFactors.enrolledAt,
  createdAt: users.createdAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null };

function toAccount({ disabledAt, enrolledAt, ...row }: Row): OperatorAccount {
  return {
    ...(row as Omit<OperatorAccount, 'disabled' | 'enrolled'>),
    disabled: disabledAt !== null,
    enrolled: enrolledAt !== null,
  };
}

const live = isNull(users.deletedAt);

/** Operator accounts in the users table, each with whether its second factor is confirmed. */
export class DrizzleOperatorAccountRepository implements OperatorAccountRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  #select(db: Database = this.#db) {
    return db
      .select(columns)
      .from(users)
      .leftJoin(operatorFactors, eq(operatorFactors.userId, users.id));
  }

  async findByEmail(email: string): Promise<OperatorAccount | null> {
    const [row] = await this.#select()
      .where(and(sql`lower(${users.email}) = lower(${email})`, live))
      .limit(1);
    return row ? toAccount(row) : null;
  }

  async findById(id: number): Promise<OperatorAccount | null> {
    // By primary key (and the factor's): one read per operator request.
    const [row] = await this.#select().where(and(eq(users.id, id), live));
    return row ? toAccount(row) : null;
  }

  async listOperators(): Promise<OperatorAccount[]> {
    const rows = await this.#select()
      .where(and(eq(users.role, 'operator'), live))
      .orderBy(asc(users.id));
    return rows.map(toAccount);
  }

  async create(
    operator: NewOperator,
    audit: (created: OperatorAccount) => readonly AuditEntry[],
  ): Promise<Result<OperatorAccount, 'ACCOUNT_EXISTS'>> {
    try {
      return ok(
        await this.#db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(users)
            .values({ ...operator, role: 'operator', emailVerifiedAt: sql`now()` })
            .returning({ id: users.id });
          if (!inserted) throw new Error('insert into users returned no row');
          const [row] = await this.#select(tx).where(eq(users.id, inserted.id));
          if (!row) throw new Error('the new operator was not found');
          const created = toAccount(row);
          for (const entry of audit(created)) await appendAuditEntry(tx, entry);
          return created;
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) return err('ACCOUNT_EXISTS');
      throw error;
    }
  }

  async promote(
    email: string,
    audit: (promoted: OperatorAccount) => readonly AuditEntry[],
  ): Promise<OperatorAccount | null> {
    return this.#db.transaction(async (tx) => {
      // A buyer's sessions are shop sessions; the new operator signs in again, with TOTP.
      const [updated] = await tx
        .update(users)
        .set({ role: 'operator', sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(and(sql`lower(${users.email}) = lower(${email})`, live))
        .returning({ id: users.id });
      if (!updated) return null;
      const [row] = await this.#select(tx).where(eq(users.id, updated.id));
      if (!row) return null;
      const promoted = toAccount(row);
      for (const entry of audit(promoted)) await appendAuditEntry(tx, entry);
      return promoted;
    });
  }

  async endSessions(userId: number, audit: readonly AuditEntry[]): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, userId));
      for (const entry of audit) await appendAuditEntry(tx, entry);
    });
  }
}
