import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './database.js';

// Migration 0008's backfill on data written before it: the stock each project had becomes issued
// blocks, so every existing range lies inside one and available stock is unchanged.

let client: PGlite;

async function apply(file: string): Promise<void> {
  const text = readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await client.exec(statement);
}

const migrations = readdirSync(MIGRATIONS_FOLDER)
  .filter((file) => file.endsWith('.sql'))
  .sort();

beforeAll(async () => {
  client = new PGlite();
  for (const file of migrations.filter((name) => name < '0008')) await apply(file);
  await client.exec(`
    insert into products (id, slug, title, description, image_url, price_cents, available_tonnes,
      standard, vintage, location, sdgs, next_serial)
    values
      (1, 'a', 'A', 'a', '/a.svg', 100, 0, 'VCS', 2022, 'X', '{13}', 7),
      (2, 'b', 'B', 'b', '/b.svg', 100, 100, 'VCS', 2023, 'X', '{13}', 1),
      (3, 'c', 'C', 'c', '/c.svg', 100, 0, 'VCS', 2024, 'X', '{13}', 1);
    insert into orders (id, email, receipt_name, kind, status, payment_method, total_cents, provider,
      reservation_expires_at)
    values
      (1, 'r@example.com', 'R', 'direct', 'REFUNDED', 'CARD', 300, 'sandbox', now()),
      (2, 'p@example.com', 'P', 'direct', 'PAID', 'CARD', 300, 'sandbox', now()),
      (3, 'h@example.com', 'H', 'direct', 'PENDING', 'CARD', 200, 'sandbox', now());
    insert into order_items (id, order_id, product_id, product_name, quantity, price_at_time_cents)
    values (1, 1, 1, 'A', 3, 100), (2, 2, 1, 'A', 3, 100), (3, 3, 1, 'A', 2, 100);
    insert into certificates (id, order_id, recipient_name, issued_at, cancelled_at)
    values ('c1', 1, 'R', now(), now()), ('c2', 2, 'P', now(), null);
    insert into credit_retirements (order_item_id, certificate_id, product_id, first_serial,
      last_serial, retired_at, cancelled_at)
    values (1, 'c1', 1, 1, 3, now(), now()), (2, 'c2', 1, 4, 6, now(), null);
  `);
  await apply(migrations.find((name) => name.startsWith('0008')) ?? '');
}, 60_000);
afterAll(() => client.close());

describe('migration 0008 backfill', () => {
  it('issues what each project had: live ranges, held and available tonnes, not cancelled serials', async () => {
    const { rows } = await client.query<{
      product_id: number;
      vintage: number;
      first_serial: string;
      last_serial: string;
      quantity: number;
    }>(
      'select product_id, vintage, first_serial, last_serial, quantity from credit_issuances order by product_id, first_serial',
    );
    expect(
      rows.map((row) => ({
        ...row,
        first_serial: Number(row.first_serial),
        last_serial: Number(row.last_serial),
      })),
    ).toEqual([
      // 1–3 only a refunded range held (its tonnes are back in stock); 4–6 live; 7–8 held.
      { product_id: 1, vintage: 2022, first_serial: 4, last_serial: 8, quantity: 5 },
      { product_id: 2, vintage: 2023, first_serial: 1, last_serial: 100, quantity: 100 },
    ]);
  });

  it('keeps existing projects published and their stock as it was', async () => {
    const { rows } = await client.query<{
      id: number;
      available_tonnes: number;
      published: boolean;
    }>('select id, available_tonnes, published from products order by id');
    expect(rows).toEqual([
      { id: 1, available_tonnes: 0, published: true },
      { id: 2, available_tonnes: 100, published: true },
      { id: 3, available_tonnes: 0, published: true },
    ]);
  });

  it('then refuses a live range outside the blocks, and lets the held tonnes be allocated', async () => {
    await expect(
      client.query(
        `insert into credit_retirements (product_id, first_serial, last_serial, retired_at, beneficiary)
         values (1, 1, 1, now(), 'x')`,
      ),
    ).rejects.toThrow(/outside its issued blocks/);
    await client.query(
      `insert into credit_retirements (order_item_id, certificate_id, product_id, first_serial, last_serial, retired_at)
       values (3, 'c2', 1, 7, 8, now())`,
    );
  });
});
