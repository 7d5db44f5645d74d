import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../persistence/database.js';

/**
 * A fingerprint of every table's content (row count and an md5 of its rows), to prove that a
 * request changed nothing. Tables named in `ignore` (e.g. rate-limit counters) are left out.
 */
export async function databaseSnapshot(
  db: Database,
  ignore: readonly string[] = [],
): Promise<Record<string, string>> {
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const snapshot: Record<string, string> = {};
  for (const { tablename } of tables) {
    if (ignore.includes(tablename)) continue;
    const [row] = await queryRows<{ rows: number; digest: string | null }>(
      db,
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${tablename}" t`,
      ),
    );
    snapshot[tablename] = `${row?.rows}:${row?.digest}`;
  }
  return snapshot;
}
