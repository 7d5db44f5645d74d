import type { Result } from '@netzero/core';
import type { MailMessage } from '../ports/mailer.port.js';
import type {
  CreatePendingFailure,
  DueOrder,
  FulfilmentOutcome,
  HoldPolicy,
  LatePaymentOutcome,
  NewOrder,
  OrderRecord,
  OrderRepository,
  SerialRangeRecord,
  StockFailure,
} from '../ports/order.repository.port.js';

/**
 * The order repository, telling `onStockChanged` after every call that took tonnes from stock or
 * gave them back (a reservation, a closed or expired order), once the change is committed. The
 * composition root wires it to the catalogue's snapshot, so this server never shows stock that
 * it has itself changed.
 */
export class StockNotifyingOrders implements OrderRepository {
  readonly #orders: OrderRepository;
  readonly #onStockChanged: () => void;

  constructor(orders: OrderRepository, onStockChanged: () => void) {
    this.#orders = orders;
    this.#onStockChanged = onStockChanged;
  }

  createPending(order: NewOrder): Promise<Result<OrderRecord, StockFailure>>;
  createPending(
    order: NewOrder,
    holds: HoldPolicy | undefined,
  ): Promise<Result<OrderRecord, CreatePendingFailure>>;
  async createPending(
    order: NewOrder,
    holds?: HoldPolicy,
  ): Promise<Result<OrderRecord, CreatePendingFailure>> {
    const created = await this.#orders.createPending(order, holds);
    // A failed reservation wrote nothing; a renewal's existing order may come back, which is harmless.
    if (created.ok) this.#onStockChanged();
    return created;
  }

  async close(
    orderId: number,
    status: 'FAILED' | 'CANCELLED' | 'EXPIRED',
    now: Date,
  ): Promise<boolean> {
    const closed = await this.#orders.close(orderId, status, now);
    if (closed) this.#onStockChanged();
    return closed;
  }

  async reopenOrRefund(orderId: number, reservationExpiresAt: Date): Promise<LatePaymentOutcome> {
    const outcome = await this.#orders.reopenOrRefund(orderId, reservationExpiresAt);
    if (outcome.kind === 'reopened') this.#onStockChanged();
    return outcome;
  }

  findDue(now: Date, limit: number): Promise<DueOrder[]> {
    return this.#orders.findDue(now, limit);
  }

  async expireDue(now: Date, among?: readonly number[]): Promise<number[]> {
    const expired = await this.#orders.expireDue(now, among);
    if (expired.length > 0) this.#onStockChanged();
    return expired;
  }

  attachSession(orderId: number, providerSessionId: string): Promise<void> {
    return this.#orders.attachSession(orderId, providerSessionId);
  }

  linkSubscription(orderId: number, subscriptionId: number): Promise<void> {
    return this.#orders.linkSubscription(orderId, subscriptionId);
  }

  findById(orderId: number): Promise<OrderRecord | null> {
    return this.#orders.findById(orderId);
  }

  findBySessionId(providerSessionId: string): Promise<OrderRecord | null> {
    return this.#orders.findBySessionId(providerSessionId);
  }

  findByInvoiceId(providerInvoiceId: string): Promise<OrderRecord | null> {
    return this.#orders.findByInvoiceId(providerInvoiceId);
  }

  fulfil(
    orderId: number,
    certificate: { id: string; recipientName: string },
    now: Date,
    receipt?: (paid: OrderRecord) => MailMessage | null,
  ): Promise<FulfilmentOutcome | null> {
    return this.#orders.fulfil(orderId, certificate, now, receipt);
  }

  listVisibleTo(
    userId: number,
    verifiedEmail: string | null,
    page: number,
    size: number,
  ): Promise<{ orders: OrderRecord[]; total: number; paidCents: number }> {
    return this.#orders.listVisibleTo(userId, verifiedEmail, page, size);
  }

  serialRanges(orderId: number): Promise<SerialRangeRecord[]> {
    return this.#orders.serialRanges(orderId);
  }
}
