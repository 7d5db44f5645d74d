import type { GatewayResult } from '../gateway-error.js';
import type { OpsPage } from './ops-orders-gateway.port.js';

/** Where a subscription is in its life. */
export type OpsSubscriptionStatus = 'ACTIVE' | 'PAST_DUE' | 'CANCELLED';

/** One subscription in the console. */
export interface OpsSubscriptionSummary {
  readonly id: number;
  readonly status: OpsSubscriptionStatus;
  readonly email: string;
  readonly receiptName: string;
  readonly productName: string;
  /** Tonnes per month. */
  readonly quantity: number;
  readonly currentPeriodEnd: string;
  readonly createdAt: string;
  readonly cancelledAt: string | null;
}

/** The console's subscriptions. */
export interface OpsSubscriptionsGateway {
  list(
    filter: { status?: OpsSubscriptionStatus; email?: string },
    page: { limit: number; offset: number },
  ): GatewayResult<OpsPage<OpsSubscriptionSummary>>;
  /** Cancels at the provider, then on the server; the subscription afterwards. */
  cancel(subscriptionId: number): GatewayResult<OpsSubscriptionSummary>;
}
