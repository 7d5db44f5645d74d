import type { OperatorActor } from './audit-log.port.js';
import type { MailMessage } from './mailer.port.js';
import type { OpsNoteRecord } from './ops-orders.port.js';
import type { OrderStatus } from './order.repository.port.js';
import type { SubscriptionStatus } from './subscription.repository.port.js';

/** One account in the operators' list, with its counts. */
export interface OpsCustomerRow {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly role: 'buyer' | 'operator';
  readonly emailVerifiedAt: Date | null;
  readonly disabledAt: Date | null;
  readonly deletedAt: Date | null;
  readonly createdAt: Date;
  readonly orders: number;
  /** Sum of the account's PAID orders, in minor units. */
  readonly paidTotalCents: number;
  readonly subscriptions: number;
}

/** One account with its recent orders, subscriptions and notes. */
export interface OpsCustomerDetailRecord extends OpsCustomerRow {
  readonly recentOrders: readonly {
    id: number;
    createdAt: Date;
    status: OrderStatus;
    totalCents: number;
    currency: string;
  }[];
  readonly subscriptionList: readonly {
    id: number;
    status: SubscriptionStatus;
    productName: string;
    quantity: number;
    currentPeriodEnd: Date;
  }[];
  readonly notes: readonly OpsNoteRecord[];
}

/** What an action on an account did. */
export type OpsCustomerOutcome =
  | { readonly kind: 'done' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'deleted' };

/** Accounts as operators see and change them; each change writes its audit entry with it. */
export interface OpsCustomerRepository {
  list(
    q: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ items: OpsCustomerRow[]; total: number }>;
  detail(userId: number): Promise<OpsCustomerDetailRecord | null>;
  /** Disables (and ends every session of) the account, or enables it again. */
  setDisabled(
    userId: number,
    disabled: boolean,
    actor: OperatorActor,
    now: Date,
  ): Promise<OpsCustomerOutcome>;
  /** Raises the session version: every token issued so far is refused. */
  endSessions(userId: number, actor: OperatorActor): Promise<OpsCustomerOutcome>;
  /** Queues the e-mail `mail` renders for the account, with the audit entry `action`. */
  queueAccountEmail(
    userId: number,
    actor: OperatorActor,
    action: string,
    mail: (account: { email: string; username: string }) => MailMessage,
  ): Promise<OpsCustomerOutcome>;
}
