import type pg from 'pg';
import { type InvariantResult, invariant } from './invariant.js';

/**
 * Per product: initial stock = available + held (PENDING lines) + sold (PAID lines) + retired by
 * hand (operators' ranges without an order), and the sold tonnes are exactly the live serial
 * ranges' tonnes of orders.
 */
export async function checkStock(
  pool: pg.Pool,
  initial: ReadonlyMap<number, number>,
): Promise<InvariantResult> {
  const { rows } = await pool.query<{
    id: number;
    available: number;
    held: string;
    sold: string;
    serials: string;
    manual: string;
  }>(`
    select p.id, p.available_tonnes as available,
      coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
        where i.product_id = p.id and o.status = 'PENDING'), 0) as held,
      coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
        where i.product_id = p.id and o.status = 'PAID'), 0) as sold,
      coalesce((select sum(r.last_serial - r.first_serial + 1) from credit_retirements r
        where r.product_id = p.id and r.cancelled_at is null and r.order_item_id is not null), 0) as serials,
      coalesce((select sum(r.last_serial - r.first_serial + 1) from credit_retirements r
        where r.product_id = p.id and r.cancelled_at is null and r.order_item_id is null), 0) as manual
    from products p order by p.id`);
  const violations: string[] = [];
  for (const row of rows) {
    const start = initial.get(row.id);
    const [held, sold, serials] = [Number(row.held), Number(row.sold), Number(row.serials)];
    const manual = Number(row.manual);
    if (start !== row.available + held + sold + manual)
      violations.push(
        `product ${row.id}: initial ${start} ≠ available ${row.available} + held ${held} + sold ${sold} + retired by hand ${manual}`,
      );
    if (serials !== sold)
      violations.push(`product ${row.id}: ${sold} tonnes sold but ${serials} serials live`);
  }
  return invariant('initial stock = available + held + sold, per product', rows.length, violations);
}

/** No two live serial ranges of a product overlap; a REFUNDED order's ranges are cancelled. */
export async function checkSerials(pool: pg.Pool): Promise<InvariantResult> {
  const live = await pool.query<{ count: string }>(
    'select count(*) from credit_retirements where cancelled_at is null',
  );
  const overlaps = await pool.query<{ a: number; b: number; product_id: number }>(`
    select a.id as a, b.id as b, a.product_id from credit_retirements a
    join credit_retirements b on b.product_id = a.product_id and a.id < b.id
    where a.cancelled_at is null and b.cancelled_at is null
      and a.first_serial <= b.last_serial and b.first_serial <= a.last_serial`);
  const outside = await pool.query<{ id: number; product_id: number }>(`
    select r.id, r.product_id from credit_retirements r
    where r.cancelled_at is null and not exists (select 1 from credit_issuances b
      where b.product_id = r.product_id and b.first_serial <= r.first_serial
        and r.last_serial <= b.last_serial)`);
  const refunded = await pool.query<{ id: number; order_id: number }>(`
    select r.id, o.id as order_id from credit_retirements r
    join order_items i on i.id = r.order_item_id join orders o on o.id = i.order_id
    where o.status = 'REFUNDED' and r.cancelled_at is null`);
  const violations = [
    ...overlaps.rows.map(
      (row) => `product ${row.product_id}: ranges ${row.a} and ${row.b} overlap`,
    ),
    ...outside.rows.map(
      (row) => `product ${row.product_id}: range ${row.id} outside its issued blocks`,
    ),
    ...refunded.rows.map((row) => `REFUNDED order ${row.order_id}: range ${row.id} still live`),
  ];
  return invariant(
    'no live serial ranges overlap or leave their blocks; REFUNDED ranges cancelled',
    Number(live.rows[0]?.count ?? 0),
    violations,
  );
}

/** No job dead, none left queued or running. */
export async function checkJobs(pool: pg.Pool): Promise<InvariantResult> {
  const { rows } = await pool.query<{
    id: number;
    kind: string;
    status: string;
    last_error: string | null;
  }>('select id, kind, status, last_error from jobs');
  const violations = rows
    .filter((row) => row.status !== 'done')
    .map((row) => `job ${row.id} ${row.kind} ${row.status}: ${row.last_error ?? ''}`.trim());
  return invariant('no job dead or left queued/running', rows.length, violations);
}

/** Every order is final, or PENDING with a reservation that has not yet ended. */
export async function checkOrderStatuses(pool: pg.Pool): Promise<InvariantResult> {
  const { rows } = await pool.query<{ id: number; status: string; overdue: boolean }>(
    'select id, status, reservation_expires_at <= now() as overdue from orders',
  );
  const violations = rows
    .filter((row) => row.status === 'PENDING' && row.overdue)
    .map((row) => `order ${row.id}: PENDING past its reservation`);
  return invariant('every order final or PENDING within its reservation', rows.length, violations);
}
