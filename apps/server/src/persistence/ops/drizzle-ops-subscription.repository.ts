import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { OperatorActor } from '../../services/ports/audit-log.port.js';
import type { OpsSubscriptionRepository } from '../../services/ports/ops-subscriptions.port.js';
import type {
  SubscriptionRecord,
  SubscriptionStatus,
} from '../../services/ports/subscription.repository.port.js';
import { appendAuditEntry } from '../audit-records.js';
import type { Database } from '../database.js';
import { subscriptionColumns } from '../drizzle-subscription.repository.js';
import { products, subscriptions } from '../schema.js';
import { likeLiteral } from './ops-order-filter.js';

/** Subscriptions for operators in PostgreSQL or PGlite. */
export class DrizzleOpsSubscriptionRepository implements OpsSubscriptionRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async list(
    filter: { status?: SubscriptionStatus; email?: string },
    page: { limit: number; offset: number },
  ): Promise<{ items: SubscriptionRecord[]; total: number }> {
    const parts: SQL[] = [];
    if (filter.status) parts.push(eq(subscriptions.status, filter.status));
    if (filter.email)
      parts.push(
        sql`lower(${subscriptions.email}) like ${`%${likeLiteral(filter.email.toLowerCase())}%`}`,
      );
    const where = parts.length === 0 ? undefined : and(...parts);
    const [items, [counted]] = await Promise.all([
      this.#select(where)
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(page.limit)
        .offset(page.offset),
      this.#db.select({ total: count() }).from(subscriptions).where(where),
    ]);
    return { items, total: counted?.total ?? 0 };
  }

  async findById(id: number): Promise<SubscriptionRecord | null> {
    const [row] = await this.#select(eq(subscriptions.id, id));
    return row ?? null;
  }

  async markCancelled(
    id: number,
    actor: OperatorActor,
    now: Date,
  ): Promise<SubscriptionRecord | null> {
    await this.#db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .for('update');
      if (!before || before.status === 'CANCELLED') return;
      await tx
        .update(subscriptions)
        .set({ status: 'CANCELLED', cancelledAt: now })
        .where(eq(subscriptions.id, id));
      await appendAuditEntry(tx, {
        actor,
        action: 'subscription.cancel',
        targetType: 'subscription',
        targetId: String(id),
        before: { status: before.status },
        after: { status: 'CANCELLED' },
      });
    });
    return this.findById(id);
  }

  #select(where: SQL | undefined) {
    return this.#db
      .select(subscriptionColumns)
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .where(where);
  }
}
