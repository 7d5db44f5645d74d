import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../persistence/database.js';
import { sandboxInvoiceRefunds, sandboxSubscriptions } from '../../persistence/schema.js';
import type { JobQueue } from '../../services/ports/job-queue.port.js';
import { type Announced, type Announcing, announcing } from './sandbox-delivery-job.js';

/** A sandbox subscription as stored. */
export type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect;

/**
 * The sandbox's subscriptions (started by SandboxRecords.completeSession). Each change is one
 * conditional update with its events enqueued in its transaction, so concurrent sweeps and
 * cancellations change a subscription at most once and never without its delivery.
 */
export class SandboxSubscriptionRecords {
  readonly #announcing: Announcing;

  constructor(
    private readonly db: Database,
    jobs: JobQueue,
  ) {
    this.#announcing = announcing(db, jobs);
  }

  async findSubscription(id: string): Promise<SandboxSubscription | null> {
    const [row] = await this.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, id));
    return row ?? null;
  }

  /** The refund of a renewal invoice, if it was refunded. */
  async findInvoiceRefund(invoiceId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ refundId: sandboxInvoiceRefunds.refundId })
      .from(sandboxInvoiceRefunds)
      .where(eq(sandboxInvoiceRefunds.invoiceId, invoiceId));
    return row?.refundId ?? null;
  }

  /** Records a renewal invoice's refund (once per invoice); null when it was refunded already. */
  async refundInvoice(
    refund: { invoiceId: string; subscriptionId: string; refundId: string; amountCents: number },
    announced: Announced,
  ): Promise<string | null> {
    return this.#announcing(announced, async (tx) => {
      const [row] = await tx
        .insert(sandboxInvoiceRefunds)
        .values({ ...refund, createdAt: announced.now })
        .onConflictDoNothing({ target: sandboxInvoiceRefunds.invoiceId })
        .returning({ refundId: sandboxInvoiceRefunds.refundId });
      return row?.refundId ?? null;
    });
  }

  /** Active subscriptions with a period that has ended by `now`. */
  async dueSubscriptions(now: Date): Promise<SandboxSubscription[]> {
    return this.db
      .select()
      .from(sandboxSubscriptions)
      .where(
        and(
          eq(sandboxSubscriptions.status, 'active'),
          lte(sandboxSubscriptions.currentPeriodEnd, now),
        ),
      );
  }

  /** Moves an active subscription from one period to the next; false when another sweep already did. */
  async advanceSubscription(id: string, from: Date, to: Date, announced: Announced) {
    const changed = await this.#announcing(announced, async (tx) => {
      const [row] = await tx
        .update(sandboxSubscriptions)
        .set({ currentPeriodEnd: to })
        .where(
          and(
            eq(sandboxSubscriptions.id, id),
            eq(sandboxSubscriptions.status, 'active'),
            eq(sandboxSubscriptions.currentPeriodEnd, from),
          ),
        )
        .returning({ id: sandboxSubscriptions.id });
      return row ?? null;
    });
    return changed !== null;
  }

  /** Cancels an active subscription; false when it was not active (unknown or already cancelled). */
  async cancelSubscription(id: string, announced: Announced): Promise<boolean> {
    const changed = await this.#announcing(announced, async (tx) => {
      const [row] = await tx
        .update(sandboxSubscriptions)
        .set({ status: 'canceled' })
        .where(and(eq(sandboxSubscriptions.id, id), eq(sandboxSubscriptions.status, 'active')))
        .returning({ id: sandboxSubscriptions.id });
      return row ?? null;
    });
    return changed !== null;
  }
}
