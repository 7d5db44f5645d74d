import { sql } from 'drizzle-orm';
import { type Database, queryRows } from './database.js';

/**
 * The serials from `from` on of a product's issued blocks that no live range holds, lowest first,
 * as pieces that each lie inside one block (a range must: the migration's trigger), enough to
 * cover `quantity` tonnes when there are that many. Per block: its part from `from` on as a
 * multirange, minus the live ranges that touch it, found through the no-overlap constraint's
 * GiST index (the same expression), so a call costs the ranges past `from`, not the whole ledger.
 * With `vintage`, only the blocks issued for that vintage (an API order that asked for one).
 */
export async function freeSerialPieces(
  tx: Database,
  productId: number,
  quantity: number,
  from: number,
  vintage?: number,
): Promise<{ first: number; last: number }[]> {
  const line = sql`${productId}::bigint * 10000000000`;
  const rows = await queryRows<{ first: string | number; last: string | number }>(
    tx,
    sql`
      with parts as (
        select b.product_id, greatest(b.first_serial, ${from}::bigint) as first, b.last_serial as last
        from credit_issuances b
        where b.product_id = ${productId} and b.last_serial >= ${from}::bigint
          ${vintage === undefined ? sql`` : sql`and b.vintage = ${vintage}`}
      ), pieces as (
        select lower(p) as first, upper(p) - 1 as last
        from parts
        cross join lateral unnest(
          int8multirange(int8range(parts.first, parts.last, '[]'))
          - coalesce((
              select range_agg(int8range(r.first_serial, r.last_serial, '[]'))
              from credit_retirements r
              where r.cancelled_at is null
                and int8range(r.product_id::bigint * 10000000000 + r.first_serial,
                  r.product_id::bigint * 10000000000 + r.last_serial, '[]')
                  && int8range(${line} + parts.first, ${line} + parts.last, '[]')
            ), '{}'::int8multirange)
        ) as p
      ), running as (
        select first, last, sum(last - first + 1) over (order by first) as total from pieces
      )
      select first, last from running
      where total - (last - first + 1) < ${quantity}
      order by first`,
  );
  return rows.map((row) => ({ first: Number(row.first), last: Number(row.last) }));
}
