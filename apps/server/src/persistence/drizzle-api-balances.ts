import type { ApiMode } from '@netzero/core';
import { desc, eq } from 'drizzle-orm';
import type {
  ApiBalance,
  ApiBalanceEntry,
  ApiBalances,
} from '../services/ports/api-balance.port.js';
import { creditBalance, readBalance } from './api-balance-ledger.js';
import type { Database } from './database.js';
import { apiBalanceEntries, apiBalances } from './schema.js';

/** The prepaid balances in api_balances and their ledger (api-balance-ledger.ts). */
export class DrizzleApiBalances implements ApiBalances {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  read(userId: number, mode: ApiMode): Promise<ApiBalance> {
    return readBalance(this.#db, userId, mode);
  }

  async latestEntries(userId: number, limit: number): Promise<ApiBalanceEntry[]> {
    return this.#db
      .select({
        id: apiBalanceEntries.id,
        mode: apiBalanceEntries.mode,
        amountCents: apiBalanceEntries.amountCents,
        balanceAfterCents: apiBalanceEntries.balanceAfterCents,
        reason: apiBalanceEntries.reason,
        apiOrderId: apiBalanceEntries.apiOrderId,
        createdAt: apiBalanceEntries.createdAt,
      })
      .from(apiBalanceEntries)
      .where(eq(apiBalanceEntries.userId, userId))
      .orderBy(desc(apiBalanceEntries.id))
      .limit(limit);
  }

  addTestFunds(userId: number, amountCents: number, now: Date): Promise<ApiBalance> {
    return this.#db.transaction((tx) =>
      creditBalance(tx, { userId, mode: 'test', amountCents, reason: 'test_funds' }, now),
    );
  }

  async setThreshold(
    userId: number,
    mode: ApiMode,
    thresholdCents: number | null,
    now: Date,
  ): Promise<ApiBalance> {
    await this.#db
      .insert(apiBalances)
      .values({ userId, mode, lowBalanceThresholdCents: thresholdCents, updatedAt: now })
      .onConflictDoUpdate({
        target: [apiBalances.userId, apiBalances.mode],
        // A new threshold starts afresh: the next fall under it is reported.
        set: {
          lowBalanceThresholdCents: thresholdCents,
          lowBalanceNotifiedAt: null,
          updatedAt: now,
        },
      });
    return readBalance(this.#db, userId, mode);
  }
}
