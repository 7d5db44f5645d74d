import type { OperatorActor } from './audit-log.port.js';
import type { SubscriptionRecord, SubscriptionStatus } from './subscription.repository.port.js';

/** Subscriptions as operators list and cancel them. */
export interface OpsSubscriptionRepository {
  /** A page, newest first, of one status or all, matching part of the e-mail (any case). */
  list(
    filter: { status?: SubscriptionStatus; email?: string },
    page: { limit: number; offset: number },
  ): Promise<{ items: SubscriptionRecord[]; total: number }>;
  findById(id: number): Promise<SubscriptionRecord | null>;
  /** Marks it CANCELLED with the audit entry, in one transaction (the provider was told first). */
  markCancelled(id: number, actor: OperatorActor, now: Date): Promise<SubscriptionRecord | null>;
}
