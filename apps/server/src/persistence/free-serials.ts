import { sql } from 'drizzle-orm';
import { type Database, queryRows } from './database.js';

/**
 * The serials of a product's issued blocks that no live range holds, lowest first, as pieces
 * that each lie inside one block (a range must: the migration's trigger), enough to cover
 * `quantity` tonnes when the project has them. Per block: the block as a multirange minus the
 * live ranges that touch it.
 */
export async function freeSerialPieces(
  tx: Database,
  productId: number,
  quantity: number,
): Promise<{ first: number; last: number }[]> {
  const rows = await queryRows<{ first: string | number; last: string | number; total: string }>(
    tx,
    sql`
      with pieces as (
        select lower(p) as first, upper(p) - 1 as last
        from credit_issuances b
        cross join lateral unnest(
          int8multirange(int8range(b.first_serial, b.last_serial, '[]'))
          - coalesce((
              select range_agg(int8range(r.first_serial, r.last_serial, '[]'))
              from credit_retirements r
              where r.product_id = b.product_id and r.cancelled_at is null
                and r.first_serial <= b.last_serial and r.last_serial >= b.first_serial
            ), '{}'::int8multirange)
        ) as p
        where b.product_id = ${productId}
      ), running as (
        select first, last, sum(last - first + 1) over (order by first) as total from pieces
      )
      select first, last, total from running
      where total - (last - first + 1) < ${quantity}
      order by first`,
  );
  return rows.map((row) => ({ first: Number(row.first), last: Number(row.last) }));
}
