import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminQuery, databaseUrl } from '../../../apps/server/src/test-support/postgres-admin.js';

/** The machine's PostgreSQL, as CI's server suite reaches it. */
const DEFAULT_ADMIN_URL = 'postgres://root@127.0.0.1:5432/test';

/** A database of its own for one chaos run: created empty, read by the checker, dropped after. */
export interface ChaosDatabase {
  readonly name: string;
  /** The URL the servers are given (DATABASE_URL). */
  readonly url: string;
  /** A small pool for the harness's own reads (settling, invariants, the scarce product). */
  readonly pool: pg.Pool;
  drop(): Promise<void>;
}

/** Creates `chaos_<random>` on the server of CHAOS_DATABASE_URL, DATABASE_URL or the local default. */
export async function createChaosDatabase(
  env: NodeJS.ProcessEnv = process.env,
): Promise<ChaosDatabase> {
  const adminUrl = env.CHAOS_DATABASE_URL || env.DATABASE_URL || DEFAULT_ADMIN_URL;
  const name = `chaos_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = databaseUrl(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  // A server killed mid-query can make the harness's idle connections see errors: never fatal.
  pool.on('error', () => {});
  return {
    name,
    url,
    pool,
    async drop() {
      await pool.end();
      // WITH (FORCE) ends the sessions of servers that did not stop in time.
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
