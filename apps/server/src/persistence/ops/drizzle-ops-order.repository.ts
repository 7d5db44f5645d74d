import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { OperatorActor } from '../../services/ports/audit-log.port.js';
import type { JobQueue } from '../../services/ports/job-queue.port.js';
import type { MailMessage } from '../../services/ports/mailer.port.js';
import type {
  OpsOrderCursor,
  OpsOrderDetailRecord,
  OpsOrderFilter,
  OpsOrderRepository,
  OpsOrderRow,
  OpsRefundOutcome,
  OpsResendOutcome,
} from '../../services/ports/ops-orders.port.js';
import type { OrderRecord } from '../../services/ports/order.repository.port.js';
import { appendAuditEntry } from '../audit-records.js';
import type { Database } from '../database.js';
import { asJobTransaction } from '../drizzle-job.queue.js';
import { loadOrders } from '../order-records.js';
import { queueFullRefund, refundOrderWithin } from '../order-refund.js';
import { orders, refunds } from '../schema.js';
import { opsOrderWhere } from './ops-order-filter.js';
import { selectOpsOrders, withLineTotals } from './ops-order-rows.js';
import { loadOpsOrderDetail } from './ops-order-timeline.js';

/**
 * Orders as operators see and change them, in PostgreSQL or PGlite. A refund moves the order,
 * records the refund, queues its job and appends the audit entry in one transaction.
 */
export class DrizzleOpsOrderRepository implements OpsOrderRepository {
  readonly #db: Database;
  readonly #jobs: JobQueue;

  constructor(db: Database, jobs: JobQueue) {
    this.#db = db;
    this.#jobs = jobs;
  }

  async list(
    filter: OpsOrderFilter,
    page: { limit: number; offset: number },
  ): Promise<{ items: OpsOrderRow[]; total: number }> {
    const where = opsOrderWhere(filter);
    const [rows, [counted]] = await Promise.all([
      selectOpsOrders(this.#db, where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.limit)
        .offset(page.offset),
      this.#db.select({ total: count() }).from(orders).where(where),
    ]);
    return { items: await withLineTotals(this.#db, rows), total: counted?.total ?? 0 };
  }

  // Keyset on the id alone (ids grow with creation): timestamps lose their microseconds in
  // JavaScript, so a cursor on created_at could skip orders made in the same millisecond.
  async listAfter(
    filter: OpsOrderFilter,
    after: OpsOrderCursor | null,
    limit: number,
  ): Promise<OpsOrderRow[]> {
    const where = and(opsOrderWhere(filter), after ? lt(orders.id, after.id) : undefined);
    const rows = await selectOpsOrders(this.#db, where).orderBy(desc(orders.id)).limit(limit);
    return withLineTotals(this.#db, rows);
  }

  detail(orderId: number): Promise<OpsOrderDetailRecord | null> {
    return loadOpsOrderDetail(this.#db, orderId);
  }

  refund(
    orderId: number,
    actor: OperatorActor,
    reason: string,
    now: Date,
  ): Promise<OpsRefundOutcome> {
    return this.#db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return { kind: 'not-found' };
      const [existing] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.orderId, orderId));
      if (order.status === 'REFUNDED' || existing) return { kind: 'already-refunded' };
      if (order.status !== 'PAID') return { kind: 'not-paid', status: order.status };
      // No provider took its money: a refund job would fail at the provider and leave the
      // account's balance short.
      if (order.kind === 'api') return { kind: 'api-order' };
      await refundOrderWithin(tx, orderId, now);
      const refundId = await queueFullRefund(tx, this.#jobs, order, 'operator');
      await appendAuditEntry(tx, {
        actor,
        action: 'order.refund',
        targetType: 'order',
        targetId: String(orderId),
        before: { status: order.status },
        after: { status: 'REFUNDED', reason, refundId },
      });
      return { kind: 'refunding', refundId };
    });
  }

  resendReceipt(
    orderId: number,
    actor: OperatorActor,
    receipt: (order: OrderRecord) => MailMessage | null,
    now: Date,
  ): Promise<OpsResendOutcome> {
    return this.#db.transaction(async (tx) => {
      const [order] = await loadOrders(tx, eq(orders.id, orderId));
      if (!order) return { kind: 'not-found' };
      const message = order.status === 'PAID' ? receipt(order) : null;
      if (!message) return { kind: 'not-paid', status: order.status };
      // A fresh key: the first receipt's 'receipt:<id>' would make this enqueue a no-op.
      const dedupeKey = `receipt:${orderId}:resend:${now.getTime()}:${randomUUID()}`;
      await this.#jobs.enqueue(
        { kind: 'send-mail', payload: message, dedupeKey },
        asJobTransaction(tx),
      );
      await appendAuditEntry(tx, {
        actor,
        action: 'order.resend-receipt',
        targetType: 'order',
        targetId: String(orderId),
        before: null,
        after: { to: message.to, dedupeKey },
      });
      return { kind: 'queued' };
    });
  }
}
