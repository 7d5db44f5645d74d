import type {
  GatewayResult,
  Subscription,
  SubscriptionStatus,
  SubscriptionsGateway,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { asObject, asText, callJson } from './http-client';
import { mapReply } from './map-reply';

/** SubscriptionsGateway over GET /api/subscriptions and POST /api/subscriptions/{id}/cancel. */
export class KySubscriptionsGateway implements SubscriptionsGateway {
  constructor(private readonly http: KyInstance) {}

  list(): GatewayResult<readonly Subscription[]> {
    return mapReply(callJson(this.http, 'api/subscriptions'), (_body, raw) =>
      (Array.isArray(raw) ? raw : []).map(readSubscription),
    );
  }

  cancel(subscriptionId: number): GatewayResult<void> {
    const reply = callJson(this.http, `api/subscriptions/${subscriptionId}/cancel`, {
      method: 'post',
    });
    return mapReply(reply, () => undefined);
  }
}

function readSubscription(entry: unknown): Subscription {
  const s = asObject(entry);
  return {
    id: typeof s.id === 'number' ? s.id : 0,
    status: asText(s.status) as SubscriptionStatus,
    productName: asText(s.productName),
    quantity: typeof s.quantity === 'number' ? s.quantity : 0,
    receiptName: asText(s.receiptName),
    email: asText(s.email),
    currentPeriodEnd: asText(s.currentPeriodEnd),
  };
}
