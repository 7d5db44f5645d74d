import type { PaymentProviderName } from './payment-provider.port.js';

/** Subscription statuses. */
export type SubscriptionStatus = 'ACTIVE' | 'PAST_DUE' | 'CANCELLED';

/** A stored monthly subscription. */
export interface SubscriptionRecord {
  readonly id: number;
  readonly userId: number | null;
  readonly email: string;
  readonly receiptName: string;
  readonly productId: number;
  readonly productName: string;
  readonly quantity: number;
  readonly status: SubscriptionStatus;
  readonly provider: PaymentProviderName;
  readonly providerSubscriptionId: string;
  readonly currentPeriodEnd: Date;
  readonly createdAt: Date;
  readonly cancelledAt: Date | null;
}

/** Subscriptions, each tied to the provider's subscription by a unique id. */
export interface SubscriptionRepository {
  /** Creates the subscription for a provider subscription id, or returns the existing one (idempotent). */
  upsertByProviderId(subscription: {
    userId: number | null;
    email: string;
    receiptName: string;
    productId: number;
    quantity: number;
    provider: PaymentProviderName;
    providerSubscriptionId: string;
    currentPeriodEnd: Date;
  }): Promise<SubscriptionRecord>;
  findById(id: number): Promise<SubscriptionRecord | null>;
  findByProviderId(providerSubscriptionId: string): Promise<SubscriptionRecord | null>;
  /** The subscriptions a user may see: their own, plus guest ones made with `verifiedEmail`. */
  listVisibleTo(userId: number, verifiedEmail: string | null): Promise<SubscriptionRecord[]>;
  setStatus(id: number, status: SubscriptionStatus, now: Date): Promise<void>;
  setPeriodEnd(id: number, currentPeriodEnd: Date): Promise<void>;
}
