import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type {
  InvestmentRecord,
  InvestmentRepository,
  NewInvestment,
} from '../services/ports/investment.repository.port.js';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type { MailMessage } from '../services/ports/mailer.port.js';
import type { Database } from './database.js';
import { asJobTransaction, DrizzleJobQueue } from './drizzle-job.queue.js';
import { activeOperators } from './operator-recipients.js';
import { investments } from './schema.js';

// A payment is recorded for an unpaid investment, even one whose session had ended (a late
// payment: investments hold no stock, so it is always accepted), but never for a refunded one.
const UNPAID = ['PENDING', 'FAILED', 'EXPIRED'] as const;

type Row = typeof investments.$inferSelect;

function toRecord(row: Row): InvestmentRecord {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: row.projectName,
    pricePerTonCents: row.pricePerTonCents,
    tons: row.tons,
    amountCents: row.amountCents,
    currency: row.currency,
    businessName: row.businessName,
    email: row.email,
    fullName: row.fullName,
    address: row.address,
    status: row.status,
    provider: row.provider,
    providerSessionId: row.providerSessionId,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
  };
}

/** Investments in the investments table (PGlite or PostgreSQL). */
export class DrizzleInvestmentRepository implements InvestmentRepository {
  readonly #db: Database;

  readonly #jobs: JobQueue;

  /** `jobs` defaults to the queue in the same database. */
  constructor(db: Database, jobs: JobQueue = new DrizzleJobQueue(db)) {
    this.#db = db;
    this.#jobs = jobs;
  }

  async create(investment: NewInvestment, now: Date): Promise<InvestmentRecord> {
    const [row] = await this.#db
      .insert(investments)
      .values({
        ...investment,
        amountCents: investment.pricePerTonCents * investment.tons,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert into investments returned no row');
    return toRecord(row);
  }

  async attachSession(id: number, sessionId: string, mail: MailMessage): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx
        .update(investments)
        .set({ providerSessionId: sessionId })
        .where(and(eq(investments.id, id), eq(investments.status, 'PENDING')));
      const dedupeKey = `investment-reserved:${id}`;
      await this.#jobs.enqueue(
        { kind: 'send-mail', payload: mail, dedupeKey },
        asJobTransaction(tx),
      );
    });
  }

  async findById(id: number): Promise<InvestmentRecord | null> {
    const [row] = await this.#db.select().from(investments).where(eq(investments.id, id));
    return row ? toRecord(row) : null;
  }

  async findBySessionId(sessionId: string): Promise<InvestmentRecord | null> {
    const [row] = await this.#db
      .select()
      .from(investments)
      .where(eq(investments.providerSessionId, sessionId));
    return row ? toRecord(row) : null;
  }

  async markPaid(
    id: number,
    at: Date,
    mail: (paid: InvestmentRecord) => MailMessage,
    notice: (paid: InvestmentRecord, to: string) => MailMessage,
  ): Promise<InvestmentRecord | null> {
    // The winner of PENDING → PAID queues the e-mail in its transaction: one mail per payment.
    return this.#db.transaction(async (tx) => {
      const [row] = await tx
        .update(investments)
        .set({ status: 'PAID', paidAt: at, closedAt: null })
        .where(and(eq(investments.id, id), inArray(investments.status, UNPAID)))
        .returning();
      if (!row) return null;
      const paid = toRecord(row);
      const job = {
        kind: 'send-mail',
        payload: mail(paid),
        dedupeKey: `investment-paid:${id}`,
      } as const;
      await this.#jobs.enqueue(job, asJobTransaction(tx));
      // The operators must call the investor within 48 hours: they learn of it with the payment.
      for (const operator of await activeOperators(tx)) {
        const dedupeKey = `investment-operator:${id}:${operator.userId}`;
        await this.#jobs.enqueue(
          { kind: 'send-mail', payload: notice(paid, operator.email), dedupeKey },
          asJobTransaction(tx),
        );
      }
      return paid;
    });
  }

  async findPendingSince(before: Date, limit: number): Promise<InvestmentRecord[]> {
    const rows = await this.#db
      .select()
      .from(investments)
      .where(and(eq(investments.status, 'PENDING'), lt(investments.createdAt, before)))
      .orderBy(asc(investments.id))
      .limit(limit);
    return rows.map(toRecord);
  }

  async markRefunded(id: number, at: Date): Promise<boolean> {
    const rows = await this.#db
      .update(investments)
      .set({ status: 'REFUNDED', closedAt: at })
      .where(and(eq(investments.id, id), eq(investments.status, 'PAID')))
      .returning({ id: investments.id });
    return rows.length === 1;
  }

  async close(id: number, status: 'FAILED' | 'EXPIRED', at: Date): Promise<boolean> {
    const rows = await this.#db
      .update(investments)
      .set({ status, closedAt: at })
      .where(and(eq(investments.id, id), eq(investments.status, 'PENDING')))
      .returning({ id: investments.id });
    return rows.length === 1;
  }
}
