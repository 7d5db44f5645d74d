import { desc, eq, sql } from 'drizzle-orm';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type {
  RefundCount,
  RefundEmail,
  RefundRecord,
  RefundRepository,
  RefundStatus,
  RenewalWithoutStock,
} from '../services/ports/refund.repository.port.js';
import type { Database } from './database.js';
import { asJobTransaction, DrizzleJobQueue } from './drizzle-job.queue.js';
import { loadOrders } from './order-records.js';
import { refundOrderWithin } from './order-refund.js';
import { orders, products, refunds, subscriptions } from './schema.js';

type RefundRow = typeof refunds.$inferSelect;

/**
 * Refunds in PostgreSQL or PGlite. A refund and its order's move to REFUNDED commit together, with
 * the buyer's e-mail job; refunds.order_id is unique, so an order is refunded at most once
 * whichever path (our job, the provider's event, a lost dispute) gets there first.
 */
export class DrizzleRefundRepository implements RefundRepository {
  readonly #db: Database;
  readonly #jobs: JobQueue;

  /** `jobs` defaults to the queue in the same database (the refund e-mail is queued there). */
  constructor(db: Database, jobs: JobQueue = new DrizzleJobQueue(db)) {
    this.#db = db;
    this.#jobs = jobs;
  }

  async findById(id: number): Promise<RefundRecord | null> {
    const [row] = await this.#db.select().from(refunds).where(eq(refunds.id, id));
    return row ?? null;
  }

  async complete(
    id: number,
    providerRefundId: string,
    now: Date,
    email: RefundEmail,
  ): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const [refund] = await tx
        .update(refunds)
        .set({ status: 'succeeded', providerRefundId, completedAt: now, lastError: null })
        .where(sql`${refunds.id} = ${id} and ${refunds.status} <> 'succeeded'`)
        .returning();
      if (!refund) return false;
      if (refund.orderId !== null) await refundOrderWithin(tx, refund.orderId, now);
      await this.#queueEmail(tx, refund, email);
      return true;
    });
  }

  async recordRenewalRefund(renewal: RenewalWithoutStock): Promise<number | null> {
    return this.#db.transaction(async (tx) => {
      // The invoice is in the currency of the product the subscription retires.
      const [product] = await tx
        .select({ currency: products.currency })
        .from(subscriptions)
        .innerJoin(products, eq(products.id, subscriptions.productId))
        .where(eq(subscriptions.id, renewal.subscriptionId));
      if (!product) throw new Error(`subscription ${renewal.subscriptionId} has no product`);
      const [created] = await tx
        .insert(refunds)
        .values({
          subscriptionId: renewal.subscriptionId,
          providerInvoiceId: renewal.invoiceId,
          reason: 'renewal-no-stock',
          amountCents: renewal.amountCents,
          currency: product.currency,
          email: renewal.email,
        })
        .onConflictDoNothing({ target: refunds.providerInvoiceId })
        .returning({ id: refunds.id });
      if (!created) return null;
      const job = {
        kind: 'refund-payment',
        payload: { refundId: created.id },
        dedupeKey: `refund:${created.id}`,
      } as const;
      await this.#jobs.enqueue(job, asJobTransaction(tx));
      return created.id;
    });
  }

  async fail(id: number, error: string, now: Date): Promise<void> {
    await this.#db
      .update(refunds)
      .set({ status: 'failed', lastError: error, completedAt: now })
      .where(sql`${refunds.id} = ${id} and ${refunds.status} = 'pending'`);
  }

  async recordExternal(
    orderId: number,
    reason: 'provider' | 'dispute-lost',
    now: Date,
    email: RefundEmail | null,
  ): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      if (!(await refundOrderWithin(tx, orderId, now))) return false;
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return false;
      // Our own refund may be on its way (a late payment): it is now done, by whoever got there first.
      const [refund] = await tx
        .insert(refunds)
        .values({
          orderId,
          reason,
          status: 'succeeded',
          amountCents: order.totalCents,
          currency: order.currency,
          email: order.email,
          providerSessionId: order.providerSessionId,
          providerInvoiceId: order.providerInvoiceId,
          completedAt: now,
        })
        .onConflictDoUpdate({
          target: refunds.orderId,
          set: { status: 'succeeded', completedAt: now, lastError: null },
        })
        .returning();
      if (refund && email) await this.#queueEmail(tx, refund, email);
      return true;
    });
  }

  async list(filter: { status?: RefundStatus; limit: number }): Promise<RefundRecord[]> {
    return this.#db
      .select()
      .from(refunds)
      .where(filter.status === undefined ? undefined : eq(refunds.status, filter.status))
      .orderBy(desc(refunds.id))
      .limit(filter.limit);
  }

  countByReasonAndStatus(): Promise<RefundCount[]> {
    return this.#db
      .select({
        reason: refunds.reason,
        status: refunds.status,
        count: sql`count(*)`.mapWith(Number),
      })
      .from(refunds)
      .groupBy(refunds.reason, refunds.status);
  }

  async #queueEmail(tx: Database, refund: RefundRow, email: RefundEmail): Promise<void> {
    const [order] =
      refund.orderId === null ? [] : await loadOrders(tx, eq(orders.id, refund.orderId));
    const job = {
      kind: 'send-mail',
      payload: email(refund, order ?? null),
      dedupeKey: `refund-mail:${refund.id}`,
    } as const;
    await this.#jobs.enqueue(job, asJobTransaction(tx));
  }
}
