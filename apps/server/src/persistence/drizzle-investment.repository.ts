import { and, eq, ne } from 'drizzle-orm';
import type {
  InvestmentRecord,
  InvestmentRepository,
  NewInvestment,
} from '../services/ports/investment.repository.port.js';
import type { Database } from './database.js';
import { investments } from './schema.js';

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

  constructor(db: Database) {
    this.#db = db;
  }

  async create(investment: NewInvestment): Promise<InvestmentRecord> {
    const [row] = await this.#db
      .insert(investments)
      .values({ ...investment, amountCents: investment.pricePerTonCents * investment.tons })
      .returning();
    if (!row) throw new Error('insert into investments returned no row');
    return toRecord(row);
  }

  async attachSession(id: number, sessionId: string): Promise<void> {
    await this.#db
      .update(investments)
      .set({ providerSessionId: sessionId })
      .where(and(eq(investments.id, id), eq(investments.status, 'PENDING')));
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

  async markPaid(id: number, at: Date): Promise<InvestmentRecord | null> {
    const [row] = await this.#db
      .update(investments)
      .set({ status: 'PAID', paidAt: at, closedAt: null })
      .where(and(eq(investments.id, id), ne(investments.status, 'PAID')))
      .returning();
    return row ? toRecord(row) : null;
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
