import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, pgliteDatabase } from '../persistence/database.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';

/**
 * A fresh, migrated database for one test file, copied from the template the server project's
 * global setup migrated once (database-template.global-setup.ts): an in-memory PGlite loaded from
 * the template's data directory, or a new database on the PostgreSQL server named by DATABASE_URL
 * (dropped on close), so files never share state.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const client = new PGlite({ loadDataDir: await openAsBlob(template.dataDirTarball) });
    await client.waitReady;
    return pgliteDatabase(client);
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('The PostgreSQL template needs DATABASE_URL in the test process');
  const name = `nzm_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template.name}`);
  const handle = await openDatabase({
    databaseUrl: databaseUrl(adminUrl, name),
    dataDir: 'memory://',
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
