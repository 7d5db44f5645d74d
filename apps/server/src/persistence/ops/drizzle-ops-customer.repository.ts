import { count, desc, eq, sql } from 'drizzle-orm';
import type { OperatorActor } from '../../services/ports/audit-log.port.js';
import type { JobQueue } from '../../services/ports/job-queue.port.js';
import type { MailMessage } from '../../services/ports/mailer.port.js';
import type {
  OpsCustomerDetailRecord,
  OpsCustomerOutcome,
  OpsCustomerRepository,
  OpsCustomerRow,
} from '../../services/ports/ops-customers.port.js';
import { appendAuditEntry } from '../audit-records.js';
import type { Database } from '../database.js';
import { asJobTransaction } from '../drizzle-job.queue.js';
import { orders, products, subscriptions, users } from '../schema.js';
import { listNotes } from './operator-notes.js';
import { selectCustomers } from './ops-customer-rows.js';
import { likeLiteral } from './ops-order-filter.js';

// Orders shown on an account's page; the orders page lists them all by e-mail.
const RECENT_ORDERS = 20;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Accounts for operators in PostgreSQL or PGlite; every change commits with its audit entry. */
export class DrizzleOpsCustomerRepository implements OpsCustomerRepository {
  readonly #db: Database;
  readonly #jobs: JobQueue;

  constructor(db: Database, jobs: JobQueue) {
    this.#db = db;
    this.#jobs = jobs;
  }

  async list(
    q: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ items: OpsCustomerRow[]; total: number }> {
    const pattern = q ? `%${likeLiteral(q.trim().toLowerCase())}%` : null;
    const where = pattern
      ? sql`(lower(${users.username}) like ${pattern} or lower(${users.email}) like ${pattern})`
      : undefined;
    const [items, [counted]] = await Promise.all([
      selectCustomers(this.#db, where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit)
        .offset(page.offset),
      this.#db.select({ total: count() }).from(users).where(where),
    ]);
    return { items, total: counted?.total ?? 0 };
  }

  async detail(userId: number): Promise<OpsCustomerDetailRecord | null> {
    const [account] = await selectCustomers(this.#db, eq(users.id, userId));
    if (!account) return null;
    const [recentOrders, subscriptionList, notes] = await Promise.all([
      this.#db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          status: orders.status,
          totalCents: orders.totalCents,
          currency: orders.currency,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(RECENT_ORDERS),
      this.#db
        .select({
          id: subscriptions.id,
          status: subscriptions.status,
          productName: products.title,
          quantity: subscriptions.quantity,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
        })
        .from(subscriptions)
        .innerJoin(products, eq(products.id, subscriptions.productId))
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.id)),
      listNotes(this.#db, 'customer', userId),
    ]);
    return { ...account, recentOrders, subscriptionList, notes };
  }

  setDisabled(
    userId: number,
    disabled: boolean,
    actor: OperatorActor,
    now: Date,
  ): Promise<OpsCustomerOutcome> {
    return this.#change(userId, async (tx, before) => {
      if ((before.disabledAt !== null) === disabled) return;
      // Disabling also raises the session version, so every token the account holds dies with it.
      await tx
        .update(users)
        .set(
          disabled
            ? { disabledAt: now, sessionVersion: sql`${users.sessionVersion} + 1` }
            : { disabledAt: null },
        )
        .where(eq(users.id, userId));
      await appendAuditEntry(tx, {
        actor,
        action: disabled ? 'customer.disable' : 'customer.enable',
        targetType: 'customer',
        targetId: String(userId),
        before: { disabledAt: before.disabledAt?.toISOString() ?? null },
        after: { disabledAt: disabled ? now.toISOString() : null },
      });
    });
  }

  endSessions(userId: number, actor: OperatorActor): Promise<OpsCustomerOutcome> {
    return this.#change(userId, async (tx, before) => {
      await tx
        .update(users)
        .set({ sessionVersion: before.sessionVersion + 1 })
        .where(eq(users.id, userId));
      await appendAuditEntry(tx, {
        actor,
        action: 'customer.end-sessions',
        targetType: 'customer',
        targetId: String(userId),
        before: { sessionVersion: before.sessionVersion },
        after: { sessionVersion: before.sessionVersion + 1 },
      });
    });
  }

  queueAccountEmail(
    userId: number,
    actor: OperatorActor,
    action: string,
    mail: (account: { email: string; username: string }) => MailMessage,
  ): Promise<OpsCustomerOutcome> {
    return this.#change(userId, async (tx, account) => {
      const message = mail(account);
      await this.#jobs.enqueue({ kind: 'send-mail', payload: message }, asJobTransaction(tx));
      await appendAuditEntry(tx, {
        actor,
        action,
        targetType: 'customer',
        targetId: String(userId),
        before: null,
        after: { to: message.to, subject: message.subject },
      });
    });
  }

  // Locks a live account's row and runs `change` on it in one transaction.
  #change(
    userId: number,
    change: (tx: Tx, account: typeof users.$inferSelect) => Promise<void>,
  ): Promise<OpsCustomerOutcome> {
    return this.#db.transaction(async (tx) => {
      const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!account) return { kind: 'not-found' } as const;
      if (account.deletedAt !== null) return { kind: 'deleted' } as const;
      await change(tx, account);
      return { kind: 'done' } as const;
    });
  }
}
