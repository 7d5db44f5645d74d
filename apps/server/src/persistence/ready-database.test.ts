import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestMigrationMillis, migrationsUpToDate, queryRows } from './database.js';
import { openReadyDatabase } from './ready-database.js';
import { CATALOGUE_SEED } from './seed/catalogue.seed.js';

describe('openReadyDatabase', () => {
  it('opens a migrated database with the catalogue seeded, and a second migrate changes nothing', async () => {
    const database = await openReadyDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      expect(await migrationsUpToDate(database.db, latestMigrationMillis())).toBe(true);
      const products = async () =>
        (
          await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`)
        )[0]?.n;
      expect(await products()).toBe(CATALOGUE_SEED.length);
      await database.migrate();
      expect(await products()).toBe(CATALOGUE_SEED.length);
    } finally {
      await database.close();
    }
  });
});
