import type { DownloadFile } from '../file-downloader.port.js';
import type { GatewayResult } from '../gateway-error.js';

/** An order's status, as the server keeps it. */
export type OpsOrderStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'REFUNDED';

/** Which orders the console lists or exports (empty fields: no filter). */
export interface OpsOrderFilter {
  readonly status?: OpsOrderStatus;
  /** Created on or after this ISO 8601 date-time. */
  readonly from?: string;
  /** Created before this ISO 8601 date-time. */
  readonly to?: string;
  readonly projectId?: number;
  readonly email?: string;
  /** An order id, part of an e-mail, or a certificate id. */
  readonly q?: string;
}

/** One order in the console's list; amounts in minor units, dates ISO 8601. */
export interface OpsOrderSummary {
  readonly id: number;
  readonly createdAt: string;
  readonly status: OpsOrderStatus;
  readonly kind: 'cart' | 'direct' | 'subscription' | 'api';
  readonly email: string;
  readonly receiptName: string;
  readonly userId: number | null;
  readonly tonnes: number;
  readonly totalCents: number;
  readonly currency: string;
  readonly projects: readonly string[];
  readonly certificateId: string | null;
}

/** A page of orders and how many match in all. */
export interface OpsPage<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** An operator's note. */
export interface OpsNote {
  readonly id: number;
  readonly at: string;
  readonly author: string;
  readonly body: string;
}

/** One event of an order's history. */
export interface OpsTimelineEvent {
  readonly at: string;
  readonly kind: string;
  readonly summary: string;
  readonly detail: string | null;
}

/** One order in detail. */
export interface OpsOrderDetail extends OpsOrderSummary {
  readonly paymentMethod: string;
  readonly provider: string;
  readonly donationCents: number;
  readonly reservationExpiresAt: string;
  readonly paidAt: string | null;
  readonly refundedAt: string | null;
  readonly certificateCancelled: boolean;
  readonly lines: readonly {
    readonly productName: string;
    readonly quantity: number;
    readonly priceAtTimeCents: number;
    readonly firstSerial: number | null;
    readonly lastSerial: number | null;
  }[];
  readonly timeline: readonly OpsTimelineEvent[];
  readonly notes: readonly OpsNote[];
}

/** The console's orders: list, export, detail and the actions on one order. */
export interface OpsOrdersGateway {
  list(
    filter: OpsOrderFilter,
    page: { limit: number; offset: number },
  ): GatewayResult<OpsPage<OpsOrderSummary>>;
  /** The matching orders as a CSV file, fetched with the operator's token. */
  exportCsv(filter: OpsOrderFilter): GatewayResult<DownloadFile>;
  get(orderId: number): GatewayResult<OpsOrderDetail>;
  /** Refunds a PAID order through the payment provider (the server e-mails the buyer). */
  refund(orderId: number, reason: string): GatewayResult<void>;
  resendReceipt(orderId: number): GatewayResult<void>;
  addNote(orderId: number, body: string): GatewayResult<OpsNote>;
}
