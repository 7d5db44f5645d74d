import type { Result } from '@netzero/core';
import type { MailMessage } from './mailer.port.js';
import type { PaymentProviderName } from './payment-provider.port.js';

/** Order statuses (spec §3). */
export type OrderStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'REFUNDED';

/** Where an order came from. */
/** 'api': a live order of the public API, paid from the account's prepaid balance. */
export type OrderKind = 'cart' | 'direct' | 'subscription' | 'api';

/** What a new order reserves: whole tonnes of products. */
export interface OrderLineRequest {
  readonly productId: number;
  readonly quantity: number;
}

/** A new, PENDING order: its tonnes are taken from stock in the same transaction. */
export interface NewOrder {
  readonly userId: number | null;
  readonly email: string;
  readonly receiptName: string;
  readonly kind: OrderKind;
  readonly paymentMethod: 'CARD' | 'CREDIT_CARD';
  readonly provider: PaymentProviderName;
  readonly lines: readonly OrderLineRequest[];
  /** A calculator buyer's donation, in cents, added to the total on its own line (none when absent). */
  readonly donationCents?: number;
  readonly reservationExpiresAt: Date;
  readonly subscriptionId?: number | null;
  /** For a renewal: the provider's invoice, unique per order. */
  readonly providerInvoiceId?: string | null;
  /**
   * The network that asked for the order (an IPv4 address, or an IPv6 /64: clientNetwork); null
   * for a renewal. One of the keys of its client's holds.
   */
  readonly clientIp?: string | null;
}

/** One project of a new order, as its reservation's transaction sees it. */
export interface ProjectHold {
  readonly productId: number;
  readonly projectName: string;
  /** Tonnes the new order asks for. */
  readonly requestedTonnes: number;
  /** Tonnes the client's other unpaid orders hold in this project. */
  readonly heldTonnes: number;
  /** Tonnes the project had available before the new order took its own. */
  readonly availableTonnes: number;
}

/**
 * What a client holds unpaid when it asks for more, read inside the reservation's transaction
 * with the client's concurrent reservations held back. The client's orders are the PENDING ones
 * (renewals aside: they are paid) sharing its e-mail (any case), its address or its account.
 */
export interface HoldSnapshot {
  readonly projects: readonly ProjectHold[];
  /** Tonnes the client's other unpaid orders hold, in all projects. */
  readonly heldTonnes: number;
}

/** Why a new hold would exceed the limits of one client's unpaid holds (tonnes). */
export interface HoldRefusal {
  readonly code:
    | 'CHECKOUT.ORDER_SHARE_TOO_LARGE'
    | 'CHECKOUT.PROJECT_HOLD_LIMIT'
    | 'CHECKOUT.ORDER_TONNES_TOO_LARGE'
    | 'CHECKOUT.UNPAID_HOLD_LIMIT';
  /** The most the order or the client may hold, in tonnes. */
  readonly maxTonnes: number;
  /** Tonnes the client already holds unpaid (in the project, for the project's limits). */
  readonly heldTonnes: number;
  /** The project the limit is about; null for the limit over all projects. */
  readonly projectName: string | null;
}

/** Judges a new hold against what its client already holds; the refusal, or null to let it be. */
export type HoldPolicy = (snapshot: HoldSnapshot) => HoldRefusal | null;

/** One line of a stored order. */
export interface OrderLineRecord {
  readonly orderItemId: number;
  readonly productId: number;
  readonly productName: string;
  readonly quantity: number;
  readonly priceAtTimeCents: number;
}

/** A retired range of a project's serial numbers. */
export interface SerialRangeRecord {
  readonly orderItemId: number;
  readonly productId: number;
  readonly firstSerial: number;
  readonly lastSerial: number;
}

/** A stored order with its lines. */
export interface OrderRecord {
  readonly id: number;
  readonly userId: number | null;
  readonly email: string;
  readonly receiptName: string;
  readonly kind: OrderKind;
  readonly status: OrderStatus;
  readonly paymentMethod: 'CARD' | 'CREDIT_CARD';
  readonly currency: string;
  /** What the buyer is charged: the lines' tonnes × prices plus donationCents. */
  readonly totalCents: number;
  /** The donation part of totalCents, in cents (0 for none). */
  readonly donationCents: number;
  /** 'balance': a live order of the public API, paid from its account's prepaid balance. */
  readonly provider: PaymentProviderName | 'balance';
  readonly providerSessionId: string | null;
  readonly subscriptionId: number | null;
  readonly reservationExpiresAt: Date;
  readonly createdAt: Date;
  readonly paidAt: Date | null;
  readonly lines: readonly OrderLineRecord[];
  /** The certificate's id once paid. */
  readonly certificateId: string | null;
}

/** Why the stock could not be reserved. */
export type StockFailure = 'NOT_ENOUGH_CREDITS' | 'PRODUCT_NOT_FOUND';

/** Why no PENDING order was created: the stock, or the client's hold limits. */
export type CreatePendingFailure = StockFailure | HoldRefusal;

/** What fulfilment did: whether this call made the order paid, and the order as it now is. */
export interface FulfilmentOutcome {
  /** True for exactly one caller per order: the one whose transaction moved it to PAID. */
  readonly fulfilledNow: boolean;
  readonly order: OrderRecord;
}

/** An unpaid order whose reservation has ended: the session to ask its provider about. */
export interface DueOrder {
  readonly id: number;
  readonly providerSessionId: string | null;
}

/** What a payment that arrived after its order was closed led to. */
export type LatePaymentOutcome =
  /** Its tonnes were taken again: the order is PENDING once more, to be fulfilled now. */
  | { readonly kind: 'reopened' }
  /** The tonnes are gone: a refund is recorded and its job queued (the order stays closed until refunded). */
  | { readonly kind: 'refund-pending'; readonly refundId: number }
  /** The order is not closed (PENDING or PAID: the normal path applies) or is refunded already. */
  | { readonly kind: 'not-closed' };

/**
 * Orders, stock reservations and the serial-numbered ledger. Every state change is one
 * conditional statement or one transaction, so concurrent servers never oversell, never fulfil
 * twice and never return tonnes twice.
 */
export interface OrderRepository {
  /**
   * Creates a PENDING order and takes its tonnes from stock (UPDATE … WHERE available_tonnes >=
   * quantity), priced from the catalogue; NOT_ENOUGH_CREDITS (and nothing written) when any
   * line cannot be reserved, PRODUCT_NOT_FOUND for an unknown product. A renewal whose
   * providerInvoiceId already has an order gets that order back (nothing reserved twice).
   * With `holds`, the policy judges the client's unpaid holds in the same transaction, after the
   * client's other reservations in flight have committed or rolled back (two concurrent requests
   * of one client never both pass); its refusal comes back as the error, nothing written.
   */
  createPending(order: NewOrder): Promise<Result<OrderRecord, StockFailure>>;
  createPending(
    order: NewOrder,
    holds: HoldPolicy | undefined,
  ): Promise<Result<OrderRecord, CreatePendingFailure>>;
  /**
   * Records the provider session that will pay the order. The reservation keeps its own end: a
   * session that outlives it (Stripe keeps one open 30 minutes at least) and is paid later is a
   * late payment, which fulfilment re-reserves or refunds.
   */
  attachSession(orderId: number, providerSessionId: string): Promise<void>;
  /** Links an order to the subscription it started or renewed (orders.subscription_id). */
  linkSubscription(orderId: number, subscriptionId: number): Promise<void>;
  findById(orderId: number): Promise<OrderRecord | null>;
  findBySessionId(providerSessionId: string): Promise<OrderRecord | null>;
  /** The renewal order a provider invoice paid for. */
  findByInvoiceId(providerInvoiceId: string): Promise<OrderRecord | null>;
  /**
   * Moves a PENDING order to PAID, allocates each line a fresh range of its project's serials
   * (retired now), and issues the certificate `certificateId` — all in one transaction that only
   * the first caller wins. Null when there is no such order or it is not PENDING nor PAID.
   * The winner's transaction also queues the e-mail `receipt` renders from the paid order, so a
   * paid order always has its receipt on the way (DESIGN §3.12), and empties the buyer's cart
   * when the order was made from it.
   */
  fulfil(
    orderId: number,
    certificate: { id: string; recipientName: string },
    now: Date,
    receipt?: (paid: OrderRecord) => MailMessage | null,
  ): Promise<FulfilmentOutcome | null>;
  /**
   * A payment arrived for an order already closed (EXPIRED, FAILED, CANCELLED): in one transaction
   * with the order row locked, takes its tonnes again and reopens it as PENDING until
   * `reservationExpiresAt`, or, when any line is short, records a pending 'late-payment' refund and
   * queues its 'refund-payment' job. Once a refund exists the order is never reopened.
   */
  reopenOrRefund(orderId: number, reservationExpiresAt: Date): Promise<LatePaymentOutcome>;
  /** Moves a PENDING order to FAILED, CANCELLED or EXPIRED and gives its tonnes back; false if it was not PENDING. */
  close(orderId: number, status: 'FAILED' | 'CANCELLED' | 'EXPIRED', now: Date): Promise<boolean>;
  /** PENDING orders whose reservation ended before `now` (at most `limit`, oldest first), with their sessions. */
  findDue(now: Date, limit: number): Promise<DueOrder[]>;
  /**
   * Expires the PENDING orders whose reservation ended before `now` (only those in `among` when
   * given: the ones whose provider said they are unpaid), giving tonnes back; returns their ids.
   */
  expireDue(now: Date, among?: readonly number[]): Promise<number[]>;
  /**
   * A page of the orders a user may see, newest first: their own, plus guest orders made with
   * `verifiedEmail` (null when the account has not proven it owns its e-mail); total counts them
   * all and paidCents sums the PAID ones (minor units), over every page.
   */
  listVisibleTo(
    userId: number,
    verifiedEmail: string | null,
    page: number,
    size: number,
  ): Promise<{ orders: OrderRecord[]; total: number; paidCents: number }>;
  /** The serial ranges retired for an order. */
  serialRanges(orderId: number): Promise<SerialRangeRecord[]>;
}
