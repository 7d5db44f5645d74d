import type { ApiMode } from '@netzero/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from './database.js';
import { products } from './schema.js';

// Which project an API order buys from, and whether it has the tonnes. Live: the project's real
// stock (products.available_tonnes) and, for a vintage, that vintage's issued serials not retired
// nor held by other live API orders of the vintage. Test: never real stock; a test order may buy
// at most the project's (or the vintage's) issued tonnes, so test orders behave like live ones
// without ever touching products.available_tonnes or the ledger.

/** A published project an order may buy from. */
export interface ApiOrderProject {
  readonly id: number;
  readonly title: string;
  readonly priceCents: number;
  readonly currency: string;
}

/** Published projects, the one asked for or all cheapest first (ties by id). */
export async function publishedProjects(
  tx: Database,
  projectId: number | undefined,
): Promise<ApiOrderProject[]> {
  return tx
    .select({
      id: products.id,
      title: products.title,
      priceCents: products.priceCents,
      currency: products.currency,
    })
    .from(products)
    .where(
      and(
        eq(products.published, true),
        projectId === undefined ? undefined : eq(products.id, projectId),
      ),
    )
    .orderBy(asc(products.priceCents), asc(products.id));
}

/** Tonnes issued to a project (of one vintage when given): test mode's cap per order. */
async function issuedTonnes(tx: Database, productId: number, vintage?: number): Promise<number> {
  const [row] = await queryRows<{ tonnes: string | number }>(
    tx,
    sql`select coalesce(sum(quantity), 0) as tonnes from credit_issuances
      where product_id = ${productId} ${vintage === undefined ? sql`` : sql`and vintage = ${vintage}`}`,
  );
  return Number(row?.tonnes ?? 0);
}

/**
 * A vintage's live tonnes still to be had: its issued serials, minus those live retirements
 * hold, minus the tonnes of live API orders of that vintage not fulfilled yet (they take their
 * serials when fulfilled).
 */
export async function freeVintageTonnes(
  tx: Database,
  productId: number,
  vintage: number,
): Promise<number> {
  const [row] = await queryRows<{ free: string | number }>(
    tx,
    sql`select
      (select coalesce(sum(b.quantity), 0) from credit_issuances b
        where b.product_id = ${productId} and b.vintage = ${vintage})
      - (select coalesce(sum(least(r.last_serial, b.last_serial) - greatest(r.first_serial, b.first_serial) + 1), 0)
        from credit_issuances b
        join credit_retirements r on r.product_id = b.product_id and r.cancelled_at is null
          and r.first_serial <= b.last_serial and r.last_serial >= b.first_serial
        where b.product_id = ${productId} and b.vintage = ${vintage})
      - (select coalesce(sum(o.tonnes), 0) from api_orders o
        where o.product_id = ${productId} and o.vintage = ${vintage} and o.mode = 'live'
          and o.state in ('draft', 'placed')) as free`,
  );
  return Number(row?.free ?? 0);
}

/** Whether a project can sell `tonnes` (of `vintage`) in a mode, as things stand. */
export async function hasStock(
  tx: Database,
  mode: ApiMode,
  productId: number,
  tonnes: number,
  vintage?: number,
): Promise<boolean> {
  if (mode === 'test') return (await issuedTonnes(tx, productId, vintage)) >= tonnes;
  const [row] = await tx
    .select({ available: products.availableTonnes })
    .from(products)
    .where(eq(products.id, productId));
  if (!row || row.available < tonnes) return false;
  return vintage === undefined || (await freeVintageTonnes(tx, productId, vintage)) >= tonnes;
}
