import type { SubscriptionResponse as SubscriptionWire } from '@netzero/contract';
import type { GatewayResult, Subscription, SubscriptionsGateway } from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract, mapReply } from './http-client';
import { decodeAs } from './reply-decoders';

const toSubscription = ({ createdAt: _, ...subscription }: SubscriptionWire): Subscription =>
  subscription;
const Subscriptions = fromContract(({ SubscriptionListResponse }) =>
  decodeAs(SubscriptionListResponse, (list): readonly Subscription[] => list.map(toSubscription)),
);
const Cancelled = fromContract(({ SubscriptionResponse }) => SubscriptionResponse);

/** SubscriptionsGateway over GET /api/subscriptions and POST /api/subscriptions/{id}/cancel, decoded with the contract. */
export class KySubscriptionsGateway implements SubscriptionsGateway {
  constructor(private readonly http: KyInstance) {}

  list(): GatewayResult<readonly Subscription[]> {
    return callJson(this.http, 'api/subscriptions', Subscriptions);
  }

  cancel(subscriptionId: number): GatewayResult<void> {
    const path = `api/subscriptions/${subscriptionId}/cancel`;
    return mapReply(callJson(this.http, path, Cancelled, { method: 'post' }), () => undefined);
  }
}
