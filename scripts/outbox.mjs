// `npm run outbox [-- --limit N]`: prints the newest e-mails of the outbox (the embedded mail
// adapter). Uses DATABASE_URL when set, else the PGlite database in DATA_DIR (stop the server
// first: PGlite allows one process at a time).
import { join, resolve } from 'node:path';

const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : 10;
const query =
  'select id, to_address, subject, text_body, created_at from outbox_emails order by id desc limit $1';

let rows;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  ({ rows } = await client.query(query, [limit]));
  await client.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(resolve(process.env.DATA_DIR ?? '.data'), 'pglite'));
  ({ rows } = await db.query(query, [limit]));
  await db.close();
}
for (const mail of rows.reverse()) {
  console.log(
    `#${mail.id} ${new Date(mail.created_at).toISOString()} to ${mail.to_address}\nSubject: ${mail.subject}\n\n${mail.text_body}\n${'-'.repeat(72)}`,
  );
}
if (rows.length === 0) console.log('The outbox is empty.');
