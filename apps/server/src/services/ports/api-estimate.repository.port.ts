import type { ApiEstimateLineInput, ApiMode } from '@netzero/core';

/** An estimate as stored: its lines as sent and their total. */
export interface ApiEstimateRecord {
  /** est_ and 24 letters and digits. */
  readonly id: string;
  readonly userId: number;
  readonly mode: ApiMode;
  readonly lines: readonly ApiEstimateLineInput[];
  /** Whole grams CO2. */
  readonly totalGrams: number;
  readonly createdAt: Date;
}

/** The estimates made through the public API. */
export interface ApiEstimateRepository {
  create(estimate: ApiEstimateRecord): Promise<void>;
  /** The account's estimate of that id in that mode; null for another account's or mode's. */
  find(userId: number, mode: ApiMode, id: string): Promise<ApiEstimateRecord | null>;
}
