// `npm run operator-token`: prints the operator endpoints' bearer token (`/api/ops/*`, `/metrics`).
// OPERATOR_TOKEN when set; else the one the first server generated into the database (DATABASE_URL,
// or the PGlite database in DATA_DIR: stop the server first, PGlite allows one process at a time).
import { join, resolve } from 'node:path';

const query = "select value from server_secrets where name = 'operator-token'";

let rows = [];
if (process.env.OPERATOR_TOKEN) {
  rows = [{ value: process.env.OPERATOR_TOKEN }];
} else if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  ({ rows } = await client.query(query));
  await client.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(resolve(process.env.DATA_DIR ?? '.data'), 'pglite'));
  ({ rows } = await db.query(query));
  await db.close();
}
if (rows.length === 0) {
  console.error('No operator token yet: start the server once (npm start) to generate it.');
  process.exit(1);
}
console.log(rows[0].value);
