import type { ApiEstimateLineInput, ApiMode } from '@netzero/core';
import { and, eq } from 'drizzle-orm';
import type {
  ApiEstimateRecord,
  ApiEstimateRepository,
} from '../services/ports/api-estimate.repository.port.js';
import type { Database } from './database.js';
import { apiEstimates } from './schema.js';

/** The public API's estimates in api_estimates (PGlite or PostgreSQL). */
export class DrizzleApiEstimateRepository implements ApiEstimateRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async create(estimate: ApiEstimateRecord): Promise<void> {
    await this.#db.insert(apiEstimates).values({ ...estimate, lines: [...estimate.lines] });
  }

  async find(userId: number, mode: ApiMode, id: string): Promise<ApiEstimateRecord | null> {
    const [row] = await this.#db
      .select()
      .from(apiEstimates)
      .where(
        and(eq(apiEstimates.id, id), eq(apiEstimates.userId, userId), eq(apiEstimates.mode, mode)),
      );
    // The lines were validated by the contract before they were stored.
    return row ? { ...row, lines: row.lines as ApiEstimateLineInput[] } : null;
  }
}
