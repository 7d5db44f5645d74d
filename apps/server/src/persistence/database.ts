import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema.js';

/** The Drizzle database every repository works on, PGlite or PostgreSQL alike. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with the means to migrate and close it. */
export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Applies every migration not yet applied (safe with several processes on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Where the SQL migrations live: apps/server/drizzle, from src/ in tests and dist/ in production. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * When the newest migration of the folder was generated (its journal's `when`, in milliseconds):
 * Drizzle records it as `created_at` when it applies the migration.
 */
export function latestMigrationMillis(folder: string = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: readonly { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether every migration up to `latestMillis` is applied, by the test Drizzle's migrator makes
 * (it applies those generated after the newest `created_at` it recorded), in one query instead of
 * its five: a restart on an up-to-date database then skips the migrator. False when the
 * migrations table does not exist yet.
 */
export async function migrationsUpToDate(db: Database, latestMillis: number): Promise<boolean> {
  try {
    const [row] = await queryRows<{ last: string | number | null }>(
      db,
      sql`select max(created_at) as last from "drizzle"."__drizzle_migrations"`,
    );
    return row?.last != null && Number(row.last) >= latestMillis;
  } catch {
    return false;
  }
}

/** The configured database cannot be opened; the message is one line without the password. */
export class DatabaseOpenError extends Error {}

/** The URL as an operator may read it in a log: the password, if any, masked. */
export function redactedDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

const POSTGRES_PROTOCOLS = new Set(['postgres:', 'postgresql:', 'socket:']);

// Serialises migrations of processes that start together on one PostgreSQL database.
const MIGRATION_LOCK_ID = 4_182_031;

/** node-postgres' own default: what a caller that names no pool size gets. */
const DEFAULT_POOL_MAX = 10;

/**
 * Opens PostgreSQL when a URL is given, with at most `databasePoolMax` connections (default 10),
 * else PGlite persisted in dataDir ('memory://' for tests), one connection whatever the setting.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | 'memory://';
  databasePoolMax?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.databasePoolMax ?? DEFAULT_POOL_MAX);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir === 'memory://') client = new PGlite();
  else {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  return pgliteDatabase(client);
}

/** The handle of an open PGlite (tests open theirs from a migrated template's data directory). */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      if (await migrationsUpToDate(db, latestMigrationMillis())) return;
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: () => client.close(),
  };
}

// PostgreSQL's driver and its Drizzle adapter load only when PostgreSQL is configured: importing
// them costs a tenth of a second of every PGlite start.
async function openPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
  // The driver reads 'not-a-url' as a database on a host named 'base': say what is wrong instead.
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {}
  if (!POSTGRES_PROTOCOLS.has(protocol)) {
    throw new DatabaseOpenError(
      'DATABASE_URL is not a PostgreSQL URL: expected postgres://user:password@host:5432/database.',
    );
  }
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle connection ended by the server (restart, admin, dropped test database) is already
  // discarded by the pool; unheard, its 'error' event would crash the process.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(
      `Could not open the PostgreSQL database of DATABASE_URL (${redactedDatabaseUrl(url)}): ${reason}.`,
      { cause: error },
    );
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      if (await migrationsUpToDate(db, latestMigrationMillis())) return;
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Runs raw SQL and returns its rows (the driver-neutral Database type leaves their shape unknown). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Whether the database answers a trivial query (for /readyz). */
export async function isDatabaseReady(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
