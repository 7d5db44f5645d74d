import { and, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PaymentProviderName } from '../services/ports/payment-provider.port.js';
import type {
  SubscriptionRecord,
  SubscriptionRepository,
  SubscriptionStatus,
} from '../services/ports/subscription.repository.port.js';
import type { Database } from './database.js';
import { products, subscriptions } from './schema.js';

/** A subscription's columns with its project's title, as the subscription records read them. */
export const subscriptionColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  email: subscriptions.email,
  receiptName: subscriptions.receiptName,
  productId: subscriptions.productId,
  productName: products.title,
  quantity: subscriptions.quantity,
  status: subscriptions.status,
  provider: subscriptions.provider,
  providerSubscriptionId: subscriptions.providerSubscriptionId,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  createdAt: subscriptions.createdAt,
  cancelledAt: subscriptions.cancelledAt,
};

/** Subscriptions in the subscriptions table, one per provider subscription (a unique column). */
export class DrizzleSubscriptionRepository implements SubscriptionRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Insert-or-nothing on the unique provider id, so concurrent deliveries create one row. */
  async upsertByProviderId(subscription: {
    userId: number | null;
    email: string;
    receiptName: string;
    productId: number;
    quantity: number;
    provider: PaymentProviderName;
    providerSubscriptionId: string;
    currentPeriodEnd: Date;
  }): Promise<SubscriptionRecord> {
    await this.#db
      .insert(subscriptions)
      .values(subscription)
      .onConflictDoNothing({ target: subscriptions.providerSubscriptionId });
    const stored = await this.findByProviderId(subscription.providerSubscriptionId);
    if (!stored) throw new Error('the subscription just upserted is missing');
    return stored;
  }

  async findById(id: number): Promise<SubscriptionRecord | null> {
    return this.#findOne(eq(subscriptions.id, id));
  }

  async findByProviderId(providerSubscriptionId: string): Promise<SubscriptionRecord | null> {
    return this.#findOne(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  }

  async listVisibleTo(userId: number, verifiedEmail: string | null): Promise<SubscriptionRecord[]> {
    const guestWithEmail =
      verifiedEmail === null
        ? undefined
        : and(
            isNull(subscriptions.userId),
            sql`lower(${subscriptions.email}) = lower(${verifiedEmail})`,
          );
    return this.#select()
      .where(or(eq(subscriptions.userId, userId), guestWithEmail))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  }

  /**
   * CANCELLED is final: no later event (a late renewal, a retried payment) brings a cancelled
   * subscription back. Cancelling keeps the first cancellation time.
   */
  async setStatus(id: number, status: SubscriptionStatus, now: Date): Promise<void> {
    if (status === 'CANCELLED') {
      await this.#db
        .update(subscriptions)
        .set({
          status,
          cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(subscriptions.id, id));
      return;
    }
    await this.#db
      .update(subscriptions)
      .set({ status })
      .where(and(eq(subscriptions.id, id), ne(subscriptions.status, 'CANCELLED')));
  }

  async setPeriodEnd(id: number, currentPeriodEnd: Date): Promise<void> {
    await this.#db.update(subscriptions).set({ currentPeriodEnd }).where(eq(subscriptions.id, id));
  }

  #select() {
    return this.#db
      .select(subscriptionColumns)
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId));
  }

  async #findOne(condition: SQL): Promise<SubscriptionRecord | null> {
    const [row] = await this.#select().where(condition).limit(1);
    return row ?? null;
  }
}
