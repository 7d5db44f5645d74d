import type { ApiMode } from '@netzero/core';

/** A prepaid balance as /v1/balance shows it. */
export interface ApiBalance {
  readonly object: 'balance';
  readonly mode: ApiMode;
  readonly availableCents: number;
  readonly currency: string;
  /** Below it, balance.low is sent once per crossing; null for never. */
  readonly lowBalanceThresholdCents: number | null;
}

/** Why a balance moved. */
export type ApiBalanceReason = 'top_up' | 'test_funds' | 'order' | 'order_cancelled';

/** One movement of a balance. */
export interface ApiBalanceEntry {
  readonly id: number;
  readonly mode: ApiMode;
  /** Positive in, negative out, in cents. */
  readonly amountCents: number;
  readonly balanceAfterCents: number;
  readonly reason: ApiBalanceReason;
  readonly apiOrderId: string | null;
  readonly createdAt: Date;
}

/** The accounts' prepaid balances of the public API (the ledger). */
export interface ApiBalances {
  /** The balance of a mode (zero and no threshold when it never moved). */
  read(userId: number, mode: ApiMode): Promise<ApiBalance>;
  /** The newest movements of both modes, newest first. */
  latestEntries(userId: number, limit: number): Promise<ApiBalanceEntry[]>;
  /** Adds test money to the test balance at once (never charged). */
  addTestFunds(userId: number, amountCents: number, now: Date): Promise<ApiBalance>;
  /** Sets when balance.low is sent (null: never); the next fall under it is reported. */
  setThreshold(
    userId: number,
    mode: ApiMode,
    thresholdCents: number | null,
    now: Date,
  ): Promise<ApiBalance>;
}
