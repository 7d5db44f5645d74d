import type { GatewayResult } from './gateway-error.js';

/** Where a monthly subscription is in its life. */
export type SubscriptionStatus = 'ACTIVE' | 'PAST_DUE' | 'CANCELLED';

/** A monthly offset subscription of the current user. */
export interface Subscription {
  readonly id: number;
  readonly status: SubscriptionStatus;
  readonly productName: string;
  /** Tonnes of CO2 per month. */
  readonly quantity: number;
  /** Name printed on the receipts. */
  readonly receiptName: string;
  readonly email: string;
  /** End of the period already paid for, an ISO 8601 date-time string. */
  readonly currentPeriodEnd: string;
}

/** The current user's subscriptions (our server's addition to spec §7). */
export interface SubscriptionsGateway {
  list(): GatewayResult<readonly Subscription[]>;
  /** Stops renewal; the subscription stays usable until its current period ends. */
  cancel(subscriptionId: number): GatewayResult<void>;
}
