import type { MailMessage } from './mailer.port.js';
import type { OrderRecord } from './order.repository.port.js';

/**
 * Why money went back: a late payment or a renewal whose tonnes were gone (both automatic), a
 * refund made at the provider, a lost dispute, an operator.
 */
export type RefundReason =
  | 'late-payment'
  | 'renewal-no-stock'
  | 'provider'
  | 'dispute-lost'
  | 'operator';

/** pending: the provider has yet to be asked (a job does it); failed: the job gave up, a person must act. */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** One refunded payment, as stored and as operators see it. */
export interface RefundRecord {
  readonly id: number;
  readonly orderId: number | null;
  readonly investmentId: number | null;
  /** A renewal refunded before it had an order. */
  readonly subscriptionId: number | null;
  readonly reason: RefundReason;
  readonly status: RefundStatus;
  readonly amountCents: number;
  readonly currency: string;
  readonly email: string;
  readonly providerSessionId: string | null;
  readonly providerInvoiceId: string | null;
  readonly providerRefundId: string | null;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly completedAt: Date | null;
}

/** How many refunds have one reason and status. */
export interface RefundCount {
  readonly reason: RefundReason;
  readonly status: RefundStatus;
  readonly count: number;
}

/**
 * Renders the buyer's refund e-mail, inside the transaction that records the refund: from the
 * refunded order, or from the refund alone for a renewal that never had one.
 */
export type RefundEmail = (refund: RefundRecord, order: OrderRecord | null) => MailMessage;

/** A renewal the provider charged for when no tonnes were left to retire (in its product's currency). */
export interface RenewalWithoutStock {
  readonly subscriptionId: number;
  readonly invoiceId: string;
  readonly amountCents: number;
  readonly email: string;
}

/**
 * Refunds, and the order changes they cause. Each change is one transaction with its e-mail job,
 * and happens once per order (refunds.order_id is unique).
 */
export interface RefundRepository {
  findById(id: number): Promise<RefundRecord | null>;
  /**
   * The provider refunded a pending refund: records it succeeded and moves its order to REFUNDED
   * (from PAID: tonnes back in stock, serial ranges and certificate cancelled), queuing the refund
   * e-mail. False when it was not pending (another worker finished it).
   */
  complete(id: number, providerRefundId: string, now: Date, email: RefundEmail): Promise<boolean>;
  /**
   * Records a pending 'renewal-no-stock' refund of the invoice and queues its 'refund-payment'
   * job, in one transaction; null when that invoice has a refund already (a redelivered event).
   */
  recordRenewalRefund(renewal: RenewalWithoutStock): Promise<number | null>;
  /** The refund job gave up: the refund is failed, for an operator to act on. */
  fail(id: number, error: string, now: Date): Promise<void>;
  /**
   * Money went back outside our refund job (refunded at the provider's dashboard, a lost dispute):
   * records a succeeded refund and moves the PAID order to REFUNDED as `complete` does. False when
   * the order was not PAID (already refunded, or never paid).
   */
  recordExternal(
    orderId: number,
    reason: 'provider' | 'dispute-lost',
    now: Date,
    email: RefundEmail | null,
  ): Promise<boolean>;
  /** The newest refunds, of one status or all (operators). */
  list(filter: { status?: RefundStatus; limit: number }): Promise<RefundRecord[]>;
  /** How many refunds there are of each reason and status (metrics). */
  countByReasonAndStatus(): Promise<RefundCount[]>;
}
