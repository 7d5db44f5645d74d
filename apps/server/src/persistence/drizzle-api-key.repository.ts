import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type {
  ApiCaller,
  ApiKeyRecord,
  ApiKeyRepository,
} from '../services/ports/api-key.repository.port.js';
import type { Database } from './database.js';
import { apiKeys, users } from './schema.js';

const RECORD = {
  id: apiKeys.id,
  userId: apiKeys.userId,
  name: apiKeys.name,
  mode: apiKeys.mode,
  kind: apiKeys.kind,
  hint: apiKeys.hint,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** API keys in the api_keys table (hashes only). */
export class DrizzleApiKeyRepository implements ApiKeyRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async create(key: Parameters<ApiKeyRepository['create']>[0]): Promise<ApiKeyRecord> {
    const [row] = await this.#db.insert(apiKeys).values(key).returning(RECORD);
    if (!row) throw new Error('insert into api_keys returned no row');
    return row;
  }

  listFor(userId: number): Promise<ApiKeyRecord[]> {
    return this.#db
      .select(RECORD)
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  }

  async revoke(userId: number, id: number, now: Date): Promise<ApiKeyRecord | null> {
    const [row] = await this.#db
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
      .returning(RECORD);
    return row ?? null;
  }

  async findLiveByHash(keyHash: string): Promise<ApiCaller | null> {
    const [row] = await this.#db
      .select({
        keyId: apiKeys.id,
        userId: apiKeys.userId,
        mode: apiKeys.mode,
        kind: apiKeys.kind,
        lastUsedAt: apiKeys.lastUsedAt,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(
        and(
          eq(apiKeys.keyHash, keyHash),
          isNull(apiKeys.revokedAt),
          isNull(users.deletedAt),
          isNull(users.disabledAt),
        ),
      );
    return row ?? null;
  }

  async markUsed(keyId: number, now: Date): Promise<void> {
    await this.#db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
  }
}
