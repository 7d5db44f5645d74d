import { and, eq, lt } from 'drizzle-orm';
import type {
  ApiOrderOwner,
  IdempotencyClaim,
  IdempotencyStore,
  StoredAnswer,
} from '../services/ports/api-order.repository.port.js';
import type { Database } from './database.js';
import { apiIdempotencyKeys } from './schema.js';

/** The answers of /v1 POSTs under their Idempotency-Keys (POST /v1/orders writes its own, in its transaction). */
export class DrizzleIdempotencyStore implements IdempotencyStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async find(owner: ApiOrderOwner, key: string): Promise<StoredAnswer | null> {
    const [row] = await this.#db
      .select()
      .from(apiIdempotencyKeys)
      .where(
        and(
          eq(apiIdempotencyKeys.userId, owner.userId),
          eq(apiIdempotencyKeys.mode, owner.mode),
          eq(apiIdempotencyKeys.key, key),
        ),
      );
    return row
      ? { requestHash: row.requestHash, statusCode: row.statusCode, body: row.response }
      : null;
  }

  async save(
    owner: ApiOrderOwner,
    claim: IdempotencyClaim,
    statusCode: number,
    body: unknown,
    now: Date,
  ): Promise<void> {
    await this.#db
      .insert(apiIdempotencyKeys)
      .values({
        userId: owner.userId,
        mode: owner.mode,
        key: claim.key,
        requestHash: claim.requestHash,
        statusCode,
        response: body ?? null,
        createdAt: now,
      })
      .onConflictDoNothing();
  }

  async prune(before: Date): Promise<number> {
    const pruned = await this.#db
      .delete(apiIdempotencyKeys)
      .where(lt(apiIdempotencyKeys.createdAt, before))
      .returning({ key: apiIdempotencyKeys.key });
    return pruned.length;
  }
}
