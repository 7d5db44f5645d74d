import { and, eq, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AuditEntry } from '../services/ports/audit-log.port.js';
import type {
  OperatorFactor,
  OperatorFactorRepository,
} from '../services/ports/operator-factor.repository.port.js';
import { appendAuditEntry } from './audit-records.js';
import type { Database } from './database.js';
import { operatorFactors } from './schema.js';

/** Operators' second factors in operator_factors. */
export class DrizzleOperatorFactorRepository implements OperatorFactorRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async find(userId: number): Promise<OperatorFactor | null> {
    const [row] = await this.#db
      .select({
        totpSecret: operatorFactors.totpSecret,
        enrolledAt: operatorFactors.enrolledAt,
        lastUsedStep: operatorFactors.lastUsedStep,
        recoveryCodeHashes: operatorFactors.recoveryCodeHashes,
      })
      .from(operatorFactors)
      .where(eq(operatorFactors.userId, userId));
    return row ?? null;
  }

  async startEnrolment(userId: number, totpSecret: string): Promise<boolean> {
    // A confirmed factor is never replaced here: someone holding only the password must not be
    // able to enrol an authenticator of their own.
    const rows = await this.#db
      .insert(operatorFactors)
      .values({ userId, totpSecret })
      .onConflictDoUpdate({
        target: operatorFactors.userId,
        set: { totpSecret, lastUsedStep: null, recoveryCodeHashes: [] },
        setWhere: isNull(operatorFactors.enrolledAt),
      })
      .returning({ userId: operatorFactors.userId });
    return rows.length === 1;
  }

  confirmEnrolment(
    userId: number,
    confirmation: { step: number; recoveryCodeHashes: readonly string[]; at: Date },
    audit: readonly AuditEntry[],
  ): Promise<boolean> {
    return this.#changed(
      {
        enrolledAt: confirmation.at,
        lastUsedStep: confirmation.step,
        recoveryCodeHashes: [...confirmation.recoveryCodeHashes],
      },
      and(eq(operatorFactors.userId, userId), isNull(operatorFactors.enrolledAt)),
      audit,
    );
  }

  useStep(userId: number, step: number, audit: readonly AuditEntry[]): Promise<boolean> {
    return this.#changed(
      { lastUsedStep: step },
      and(
        eq(operatorFactors.userId, userId),
        isNotNull(operatorFactors.enrolledAt),
        or(isNull(operatorFactors.lastUsedStep), lt(operatorFactors.lastUsedStep, step)),
      ),
      audit,
    );
  }

  useRecoveryCode(
    userId: number,
    codeHash: string,
    audit: readonly AuditEntry[],
  ): Promise<boolean> {
    return this.#changed(
      {
        recoveryCodeHashes: sql`array_remove(${operatorFactors.recoveryCodeHashes}, ${codeHash})`,
      },
      and(
        eq(operatorFactors.userId, userId),
        isNotNull(operatorFactors.enrolledAt),
        sql`${codeHash} = any(${operatorFactors.recoveryCodeHashes})`,
      ),
      audit,
    );
  }

  /** One conditional update and, when it changed the row, the audit entries, in one transaction. */
  #changed(
    set: PgUpdateSetSource<typeof operatorFactors>,
    where: SQL | undefined,
    audit: readonly AuditEntry[],
  ): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const rows = await tx
        .update(operatorFactors)
        .set(set)
        .where(where)
        .returning({ userId: operatorFactors.userId });
      if (rows.length === 0) return false;
      for (const entry of audit) await appendAuditEntry(tx, entry);
      return true;
    });
  }
}
