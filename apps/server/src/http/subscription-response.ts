import type { SubscriptionResponse } from '@netzero/contract';
import type { SubscriptionRecord } from '../services/ports/subscription.repository.port.js';

/** A subscription in the contract's shape: dates in ISO 8601. */
export function toSubscriptionResponse(subscription: SubscriptionRecord): SubscriptionResponse {
  return {
    id: subscription.id,
    status: subscription.status,
    productName: subscription.productName,
    quantity: subscription.quantity,
    receiptName: subscription.receiptName,
    email: subscription.email,
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    createdAt: subscription.createdAt.toISOString(),
  };
}
