import type { GatewayResult } from '../gateway-error.js';
import type { OpsNote, OpsOrderStatus, OpsPage } from './ops-orders-gateway.port.js';
import type { OpsSubscriptionStatus } from './ops-subscriptions-gateway.port.js';

/** One account in the console's list; paid total in minor units. */
export interface OpsCustomerSummary {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly role: 'buyer' | 'operator';
  readonly emailVerified: boolean;
  readonly disabled: boolean;
  readonly deleted: boolean;
  readonly createdAt: string;
  readonly orders: number;
  readonly paidTotalCents: number;
  readonly subscriptions: number;
}

/** One account in detail. */
export interface OpsCustomerDetail extends OpsCustomerSummary {
  readonly disabledAt: string | null;
  readonly recentOrders: readonly {
    readonly id: number;
    readonly createdAt: string;
    readonly status: OpsOrderStatus;
    readonly totalCents: number;
    readonly currency: string;
  }[];
  readonly subscriptionList: readonly {
    readonly id: number;
    readonly status: OpsSubscriptionStatus;
    readonly productName: string;
    readonly quantity: number;
    readonly currentPeriodEnd: string;
  }[];
  readonly notes: readonly OpsNote[];
}

/** What an operator can do to an account. */
export type OpsCustomerAction = 'disable' | 'enable' | 'end-sessions' | 'password-reset';

/** The console's customers. */
export interface OpsCustomersGateway {
  list(
    q: string,
    page: { limit: number; offset: number },
  ): GatewayResult<OpsPage<OpsCustomerSummary>>;
  get(customerId: number): GatewayResult<OpsCustomerDetail>;
  /** Runs an action; the account as it is afterwards. */
  act(customerId: number, action: OpsCustomerAction): GatewayResult<OpsCustomerDetail>;
  addNote(customerId: number, body: string): GatewayResult<OpsNote>;
}
