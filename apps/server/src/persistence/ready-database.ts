import { type DatabaseHandle, openDatabase } from './database.js';
import { DrizzleProductRepository } from './drizzle-product.repository.js';
import { CATALOGUE_SEED } from './seed/catalogue.seed.js';

/** Opens the configured database, applies pending migrations and seeds an empty catalogue. */
export async function openReadyDatabase(config: {
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly databasePoolMax?: number;
}): Promise<DatabaseHandle> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await new DrizzleProductRepository(database.db).seedIfEmpty(CATALOGUE_SEED);
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
