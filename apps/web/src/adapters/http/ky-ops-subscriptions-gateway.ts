import type {
  OpsPage,
  OpsSubscriptionStatus,
  OpsSubscriptionSummary,
  OpsSubscriptionsGateway,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';
import { decodeAs } from './reply-decoders';

const Subscriptions = fromContract(({ OpsSubscriptionList }) =>
  decodeAs(OpsSubscriptionList, (page): OpsPage<OpsSubscriptionSummary> => page),
);
const Subscription = fromContract(({ OpsSubscriptionSummary }) =>
  decodeAs(OpsSubscriptionSummary, (subscription): OpsSubscriptionSummary => subscription),
);

/** OpsSubscriptionsGateway over /api/ops/subscriptions, decoded with the contract. */
export class KyOpsSubscriptionsGateway implements OpsSubscriptionsGateway {
  constructor(private readonly http: KyInstance) {}

  list(
    filter: { status?: OpsSubscriptionStatus; email?: string },
    page: { limit: number; offset: number },
  ) {
    const searchParams = {
      ...(filter.status && { status: filter.status }),
      ...(filter.email?.trim() && { email: filter.email.trim() }),
      ...page,
    };
    return callJson(this.http, 'api/ops/subscriptions', Subscriptions, { searchParams });
  }

  cancel(subscriptionId: number) {
    const path = `api/ops/subscriptions/${subscriptionId}/cancel`;
    return callJson(this.http, path, Subscription, { method: 'post' });
  }
}
