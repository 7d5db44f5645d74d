import type { OperatorActor } from './audit-log.port.js';
import type { MailMessage } from './mailer.port.js';
import type { OrderKind, OrderRecord, OrderStatus } from './order.repository.port.js';

/** Which orders an operator looks at (all optional, combined with and). */
export interface OpsOrderFilter {
  readonly status?: OrderStatus;
  /** Created at or after. */
  readonly from?: Date;
  /** Created before. */
  readonly to?: Date;
  /** Orders with a line of this project. */
  readonly projectId?: number;
  /** The buyer's e-mail, any case. */
  readonly email?: string;
  /** An order id, part of an e-mail, or a certificate id. */
  readonly q?: string;
}

/** One order in the operators' list. */
export interface OpsOrderRow {
  readonly id: number;
  readonly createdAt: Date;
  readonly status: OrderStatus;
  readonly kind: OrderKind;
  readonly email: string;
  readonly receiptName: string;
  readonly userId: number | null;
  readonly tonnes: number;
  readonly totalCents: number;
  readonly currency: string;
  readonly projects: readonly string[];
  readonly certificateId: string | null;
}

/** Where a page of the keyset walk starts: after this order (newest first). */
export interface OpsOrderCursor {
  readonly createdAt: Date;
  readonly id: number;
}

/** One event of an order's history, from whichever table keeps it. */
export interface OpsTimelineRecord {
  readonly at: Date;
  readonly kind:
    | 'created'
    | 'reservation'
    | 'paid'
    | 'certificate'
    | 'refund'
    | 'dispute'
    | 'provider-event'
    | 'email'
    | 'audit'
    | 'note'
    | 'closed';
  readonly summary: string;
  readonly detail: string | null;
}

/** An operator's note on an order or a customer. */
export interface OpsNoteRecord {
  readonly id: number;
  readonly at: Date;
  readonly authorUserId: number;
  readonly author: string;
  readonly body: string;
}

/** One order line with the serial range it retired (none before payment). */
export interface OpsOrderLineRecord {
  readonly productId: number;
  readonly productName: string;
  readonly quantity: number;
  readonly priceAtTimeCents: number;
  readonly firstSerial: number | null;
  readonly lastSerial: number | null;
}

/** One order as its operator page shows it. */
export interface OpsOrderDetailRecord extends OpsOrderRow {
  readonly paymentMethod: string;
  readonly provider: string;
  readonly providerSessionId: string | null;
  readonly donationCents: number;
  readonly subscriptionId: number | null;
  readonly reservationExpiresAt: Date;
  readonly paidAt: Date | null;
  readonly refundedAt: Date | null;
  readonly certificateCancelled: boolean;
  readonly lines: readonly OpsOrderLineRecord[];
  readonly timeline: readonly OpsTimelineRecord[];
  readonly notes: readonly OpsNoteRecord[];
}

/** What an operator's refund did. */
export type OpsRefundOutcome =
  | { readonly kind: 'refunding'; readonly refundId: number }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'already-refunded' }
  | { readonly kind: 'not-paid'; readonly status: OrderStatus }
  /** Paid from a public API balance, not through a provider: not refundable from the console. */
  | { readonly kind: 'api-order' };

/** What a resent receipt did. */
export type OpsResendOutcome =
  | { readonly kind: 'queued' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'not-paid'; readonly status: OrderStatus };

/**
 * The orders as operators work on them. Every change writes its audit entry (and its jobs) in
 * the transaction of the change.
 */
export interface OpsOrderRepository {
  /** A page of matching orders, newest first, with how many match in all. */
  list(
    filter: OpsOrderFilter,
    page: { limit: number; offset: number },
  ): Promise<{ items: OpsOrderRow[]; total: number }>;
  /** The next `limit` matching orders after `after` (newest first): the CSV export's pages. */
  listAfter(
    filter: OpsOrderFilter,
    after: OpsOrderCursor | null,
    limit: number,
  ): Promise<OpsOrderRow[]>;
  detail(orderId: number): Promise<OpsOrderDetailRecord | null>;
  /**
   * A PAID order becomes REFUNDED now (tonnes back, serials and certificate cancelled), with a
   * pending 'operator' refund, its 'refund-payment' job and the audit entry, in one transaction.
   */
  refund(
    orderId: number,
    actor: OperatorActor,
    reason: string,
    now: Date,
  ): Promise<OpsRefundOutcome>;
  /** Queues the PAID order's receipt again under a fresh dedupe key, with its audit entry. */
  resendReceipt(
    orderId: number,
    actor: OperatorActor,
    receipt: (order: OrderRecord) => MailMessage | null,
    now: Date,
  ): Promise<OpsResendOutcome>;
}

/** Operators' notes on an order or a customer. */
export interface OperatorNotes {
  /** The notes on one record, oldest first. */
  list(subject: 'order' | 'customer', subjectId: number): Promise<OpsNoteRecord[]>;
  /**
   * Adds a note by an operator's account, with its audit entry ('order.note', 'customer.note') in
   * the same transaction; null when the record does not exist.
   */
  add(
    subject: 'order' | 'customer',
    subjectId: number,
    author: OperatorActor & { readonly userId: number },
    body: string,
  ): Promise<OpsNoteRecord | null>;
}
