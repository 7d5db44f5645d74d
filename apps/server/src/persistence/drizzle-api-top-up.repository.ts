import { and, asc, eq, lte, ne } from 'drizzle-orm';
import type {
  ApiTopUpRecord,
  ApiTopUpRepository,
} from '../services/ports/api-top-up.repository.port.js';
import type { PaymentProviderName } from '../services/ports/payment-provider.port.js';
import { creditBalance } from './api-balance-ledger.js';
import type { Database } from './database.js';
import { apiTopUps } from './schema.js';

type TopUpRow = typeof apiTopUps.$inferSelect;

const toRecord = (row: TopUpRow): ApiTopUpRecord => ({
  id: row.id,
  userId: row.userId,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  provider: row.provider,
  providerSessionId: row.providerSessionId,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  paidAt: row.paidAt,
});

/** Live top-ups in api_top_ups; paying one credits the live balance in the same transaction. */
export class DrizzleApiTopUpRepository implements ApiTopUpRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async create(
    topUp: {
      userId: number;
      amountCents: number;
      currency: string;
      provider: PaymentProviderName;
      expiresAt: Date;
    },
    now: Date,
  ): Promise<ApiTopUpRecord> {
    const [row] = await this.#db
      .insert(apiTopUps)
      .values({ ...topUp, status: 'PENDING', createdAt: now })
      .returning();
    if (!row) throw new Error('insert into api_top_ups returned no row');
    return toRecord(row);
  }

  async attachSession(id: number, sessionId: string, expiresAt: Date): Promise<void> {
    await this.#db
      .update(apiTopUps)
      .set({ providerSessionId: sessionId, expiresAt })
      .where(eq(apiTopUps.id, id));
  }

  async findBySessionId(sessionId: string): Promise<ApiTopUpRecord | null> {
    const [row] = await this.#db
      .select()
      .from(apiTopUps)
      .where(eq(apiTopUps.providerSessionId, sessionId));
    return row ? toRecord(row) : null;
  }

  markPaidAndCredit(id: number, now: Date): Promise<boolean> {
    // The one transaction that moves it to PAID credits the balance: a replayed webhook or a
    // parallel confirm call finds no unpaid row and credits nothing. A payment that arrives after
    // the top-up expired is money received all the same, so EXPIRED and FAILED are paid too.
    return this.#db.transaction(async (tx) => {
      const [row] = await tx
        .update(apiTopUps)
        .set({ status: 'PAID', paidAt: now, closedAt: null })
        .where(and(eq(apiTopUps.id, id), ne(apiTopUps.status, 'PAID')))
        .returning();
      if (!row) return false;
      await creditBalance(
        tx,
        {
          userId: row.userId,
          mode: 'live',
          amountCents: row.amountCents,
          reason: 'top_up',
          topUpId: row.id,
        },
        now,
      );
      return true;
    });
  }

  async close(id: number, status: 'EXPIRED' | 'FAILED', now: Date): Promise<boolean> {
    const rows = await this.#db
      .update(apiTopUps)
      .set({ status, closedAt: now })
      .where(and(eq(apiTopUps.id, id), eq(apiTopUps.status, 'PENDING')))
      .returning({ id: apiTopUps.id });
    return rows.length > 0;
  }

  async findPendingDue(now: Date, limit: number): Promise<ApiTopUpRecord[]> {
    const rows = await this.#db
      .select()
      .from(apiTopUps)
      .where(and(eq(apiTopUps.status, 'PENDING'), lte(apiTopUps.expiresAt, now)))
      .orderBy(asc(apiTopUps.id))
      .limit(limit);
    return rows.map(toRecord);
  }
}
