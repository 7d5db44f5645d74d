import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  AttentionRow,
  OverviewReader,
  ProjectStockRow,
  SalesDayRow,
} from '../services/ports/ops-overview.port.js';
import { type Database, queryRows } from './database.js';
import { disputes, jobs, orders, refunds } from './schema.js';

// Refunds the server made by itself: a late payment or a renewal whose tonnes were gone.
const AUTOMATIC = ['late-payment', 'renewal-no-stock'] as const;

// A row as either driver returns it: ids and amounts may be numeric text, times text or Date.
type Raw = { [K in keyof AttentionRow]: unknown };

const toAttentionRow = (r: Raw): AttentionRow => ({
  id: String(r.id),
  orderId: r.orderId == null ? null : Number(r.orderId),
  kind: String(r.kind),
  status: String(r.status),
  amountCents: r.amountCents == null ? null : Number(r.amountCents),
  detail: r.detail == null ? null : String(r.detail),
  at: r.at instanceof Date ? r.at : new Date(String(r.at)),
});

/** Reads the overview's figures with aggregate queries (PGlite or PostgreSQL). */
export class DrizzleOverviewReader implements OverviewReader {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async salesByDay(from: Date, to: Date): Promise<SalesDayRow[]> {
    const rows = await queryRows<{ day: string; orders: number; revenue: string; tonnes: string }>(
      this.#db,
      sql`select to_char((o.paid_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
                 count(*)::int as orders,
                 coalesce(sum(o.total_cents), 0)::text as revenue,
                 coalesce(sum(l.tonnes), 0)::text as tonnes
          from orders o
          left join lateral (
            select sum(i.quantity) as tonnes from order_items i where i.order_id = o.id
          ) l on true
          where o.status = 'PAID'
            and o.paid_at >= ${from.toISOString()}::timestamptz
            and o.paid_at < ${to.toISOString()}::timestamptz
          group by 1 order by 1`,
    );
    return rows.map((r) => ({
      day: r.day,
      orders: Number(r.orders),
      revenueCents: Number(r.revenue),
      tonnes: Number(r.tonnes),
    }));
  }

  async stock(): Promise<ProjectStockRow[]> {
    const rows = await queryRows<{ id: number; title: string; available: number; sold: string }>(
      this.#db,
      sql`select p.id, p.title, p.available_tonnes as available,
                 coalesce((select sum(i.quantity) from order_items i
                           join orders o on o.id = i.order_id
                           where i.product_id = p.id and o.status = 'PAID'), 0)::text as sold
          from products p order by p.sort_order, p.id`,
    );
    return rows.map((r) => ({
      productId: Number(r.id),
      title: r.title,
      availableTonnes: Number(r.available),
      soldTonnes: Number(r.sold),
    }));
  }

  async attention(latest: number, reservationMs: number) {
    const late = and(
      eq(orders.status, 'PAID'),
      sql`${orders.paidAt} > ${orders.createdAt} + make_interval(secs => ${reservationMs / 1000})`,
    );
    const automatic = inArray(refunds.reason, AUTOMATIC);
    const [automaticRefunds, lateReconciled, deadJobs, openDisputes] = await Promise.all([
      this.#group(
        refunds,
        automatic,
        {
          ...{ id: sql<string>`${refunds.id}::text`, orderId: refunds.orderId },
          ...{ kind: refunds.reason, status: refunds.status, amountCents: refunds.amountCents },
          ...{ detail: refunds.email, at: refunds.createdAt },
        },
        latest,
        refunds.id,
      ),
      this.#group(
        orders,
        late,
        {
          ...{
            id: sql<string>`${orders.id}::text`,
            orderId: orders.id,
            kind: sql<string>`'late-payment'`,
          },
          ...{ status: orders.status, amountCents: orders.totalCents, detail: orders.email },
          at: sql<Date>`${orders.paidAt}`.mapWith(orders.paidAt),
        },
        latest,
        orders.paidAt,
      ),
      this.#group(
        jobs,
        eq(jobs.status, 'dead'),
        {
          ...{ id: sql<string>`${jobs.id}::text`, orderId: sql<null>`null::int`, kind: jobs.kind },
          ...{ status: jobs.status, amountCents: sql<null>`null::int`, detail: jobs.lastError },
          at: sql<Date>`coalesce(${jobs.finishedAt}, ${jobs.createdAt})`.mapWith(jobs.createdAt),
        },
        latest,
        jobs.id,
      ),
      this.#group(
        disputes,
        eq(disputes.status, 'open'),
        {
          ...{ id: disputes.id, orderId: disputes.orderId, kind: disputes.reason },
          ...{
            status: disputes.status,
            amountCents: disputes.amountCents,
            detail: sql<null>`null::text`,
          },
          at: disputes.createdAt,
        },
        latest,
        disputes.createdAt,
      ),
    ]);
    return { automaticRefunds, lateReconciled, deadJobs, openDisputes };
  }

  async #group(
    table: PgTable,
    where: SQL | undefined,
    fields: Record<keyof AttentionRow, SQL | PgColumn | SQL.Aliased>,
    latest: number,
    newest: PgColumn,
  ) {
    const [[total], rows] = await Promise.all([
      this.#db.select({ n: count() }).from(table).where(where),
      this.#db.select(fields).from(table).where(where).orderBy(desc(newest)).limit(latest),
    ]);
    return { count: total?.n ?? 0, latest: (rows as Raw[]).map(toAttentionRow) };
  }
}
