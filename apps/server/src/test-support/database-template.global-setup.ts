import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteDatabase } from '../persistence/database.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';

/** The migrated database every test file of the server project starts from. */
export type DatabaseTemplate =
  | { readonly kind: 'pglite'; readonly dataDirTarball: string }
  | { readonly kind: 'postgres'; readonly name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Vitest global setup of the server project: migrates one database before any file runs, so that
 * each file copies it instead of running initdb and every migration again (seconds per file).
 * PGlite: its data directory as a tarball in a temporary folder. PostgreSQL (DATABASE_URL): a
 * database with a random name, copied with `create database … template`, so parallel runs on one
 * server never share it. Both are removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `nzm_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const handle = await openDatabase({
      databaseUrl: databaseUrl(adminUrl, name),
      dataDir: 'memory://',
    });
    try {
      await handle.migrate();
    } finally {
      // A template with an open connection cannot be copied.
      await handle.close();
    }
    project.provide('databaseTemplate', { kind: 'postgres', name });
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const folder = await mkdtemp(join(tmpdir(), 'nzm-pglite-template-'));
  const client = new PGlite();
  try {
    await client.waitReady;
    await pgliteDatabase(client).migrate();
    const dataDirTarball = join(folder, 'pgdata.tar');
    const tarball = await client.dumpDataDir('none');
    await writeFile(dataDirTarball, new Uint8Array(await tarball.arrayBuffer()));
    project.provide('databaseTemplate', { kind: 'pglite', dataDirTarball });
  } finally {
    await client.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}
