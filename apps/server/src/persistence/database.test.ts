import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import {
  type DatabaseHandle,
  latestMigrationMillis,
  MIGRATIONS_FOLDER,
  migrationsUpToDate,
  openDatabase,
  queryRows,
} from './database.js';

// The start-up's one-query check that lets a restart skip Drizzle's migrator.
describe('latestMigrationMillis', () => {
  it("is the newest `when` of the folder's journal, whatever the order of its entries", () => {
    const folder = mkdtempSync(join(tmpdir(), 'journal-'));
    mkdirSync(join(folder, 'meta'));
    writeFileSync(
      join(folder, 'meta', '_journal.json'),
      JSON.stringify({ entries: [{ when: 300 }, { when: 900 }, { when: 500 }] }),
    );
    try {
      expect(latestMigrationMillis(folder)).toBe(900);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reads the real journal by default', () => {
    expect(latestMigrationMillis()).toBe(latestMigrationMillis(MIGRATIONS_FOLDER));
    expect(latestMigrationMillis()).toBeGreaterThan(Date.UTC(2024, 0, 1));
  });
});

describe('migrationsUpToDate', () => {
  it('is false on a database never migrated (no migrations table yet)', async () => {
    const fresh = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
    try {
      expect(await migrationsUpToDate(fresh.db, latestMigrationMillis())).toBe(false);
      await fresh.migrate();
      expect(await migrationsUpToDate(fresh.db, latestMigrationMillis())).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  describe('on a migrated database', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openTestDatabase();
    });
    afterAll(() => handle.close());

    it('is true for the newest migration of the folder and any older one', async () => {
      const latest = latestMigrationMillis();
      expect(await migrationsUpToDate(handle.db, latest)).toBe(true);
      expect(await migrationsUpToDate(handle.db, latest - 1)).toBe(true);
    });

    it('is false when the folder has a migration newer than any applied', async () => {
      expect(await migrationsUpToDate(handle.db, latestMigrationMillis() + 1)).toBe(false);
    });

    it('makes a second migrate a no-op that records nothing more', async () => {
      const count = async () =>
        (
          await queryRows<{ n: number }>(
            handle.db,
            sql`select count(*)::int as n from "drizzle"."__drizzle_migrations"`,
          )
        )[0]?.n;
      const before = await count();
      await handle.migrate();
      expect(await count()).toBe(before);
    });
  });
});
