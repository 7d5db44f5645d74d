import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.js';
import { adminQuery, databaseUrl } from '../test-support/postgres-admin.js';
import { type DatabaseHandle, queryRows } from './database.js';
import { openReadyDatabase } from './ready-database.js';

// DATABASE_POOL_MAX bounds the connections one server opens (issue 21): counted by PostgreSQL
// itself while more queries than that wait at once, from the configuration to the pool.

const template = inject('databaseTemplate');
const adminUrl = process.env.DATABASE_URL ?? '';
const name = `nzm_pool_${randomBytes(6).toString('hex')}`;
const POOL_MAX = 3;
const QUERIES = 8;
let database: DatabaseHandle;

async function connectionsTo(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const result = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}

describe.skipIf(template.kind !== 'postgres')('the PostgreSQL pool', () => {
  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    await adminQuery(adminUrl, `create database ${name} template ${template.name}`);
    const config = loadConfig({
      DATABASE_URL: databaseUrl(adminUrl, name),
      DATABASE_POOL_MAX: String(POOL_MAX),
    });
    database = await openReadyDatabase(config);
  });

  afterAll(async () => {
    await database?.close();
    if (template.kind === 'postgres')
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  });

  it(`opens no more than DATABASE_POOL_MAX connections with ${QUERIES} slow queries at once`, async () => {
    const queries = Array.from({ length: QUERIES }, () =>
      queryRows(database.db, sql`select pg_sleep(0.5)`),
    );
    // While the first round sleeps, every connection the pool would open is open.
    await new Promise((done) => setTimeout(done, 250));
    const open = await connectionsTo(name);
    await Promise.all(queries);
    expect(open).toBe(POOL_MAX);
  });
});
