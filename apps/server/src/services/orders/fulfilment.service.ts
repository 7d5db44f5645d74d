import type { ServerClock } from '../ports/clock.port.js';
import {
  INVESTMENT_SESSION_KIND,
  type InvestmentPayments,
} from '../ports/investment-payments.port.js';
import type { MailMessage } from '../ports/mailer.port.js';
import type { OrderRecord, OrderRepository } from '../ports/order.repository.port.js';
import type { PaymentEventLog } from '../ports/payment-event-log.port.js';
import type {
  CheckoutSessionState,
  PaymentEvent,
  PaymentProvider,
} from '../ports/payment-provider.port.js';
import type { RenewalWithoutStock } from '../ports/refund.repository.port.js';
import type { SubscriptionRepository } from '../ports/subscription.repository.port.js';
import { TOP_UP_SESSION_KIND, type TopUpPayments } from '../ports/top-up-payments.port.js';
import { newCertificateId } from './certificate-id.js';
import { receiptEmail } from './receipt-email.js';
import type { RefundEventOutcome, RefundService } from './refund.service.js';
import { SubscriptionBilling } from './subscription-billing.js';

/** What handling one provider event did (the webhook route logs it). */
export type PaymentEventOutcome =
  | 'duplicate'
  | 'fulfilled'
  | 'not-fulfilled'
  | 'closed'
  | 'renewed'
  | 'renewal-past-due'
  | 'subscription-cancelled'
  | 'subscription-updated'
  | 'renewal-payment-failed'
  | 'renewal-refunded'
  | 'refund-pending'
  | RefundEventOutcome;

/** What one sweep of due reservations did, by order id. */
export interface SweptReservations {
  /** Unpaid at the provider (or never opened there): expired, their tonnes back in stock. */
  readonly expired: readonly number[];
  /** Paid at the provider, though no webhook or return page had said so yet: fulfilled now. */
  readonly fulfilled: readonly number[];
  /** Their provider could not be asked: kept reserved until the next sweep can ask. */
  readonly deferred: readonly number[];
}

// Due orders looked at per sweep: each costs one call to the provider.
const RECONCILE_BATCH = 100;

/** What FulfilmentService works with (wired in composition-root.ts). */
export interface FulfilmentDeps {
  readonly orders: OrderRepository;
  readonly subscriptions: SubscriptionRepository;
  readonly payments: PaymentProvider;
  readonly clock: ServerClock;
  readonly eventLog: PaymentEventLog;
  readonly publicUrl: string;
  readonly reservationTtlMs: number;
  /** Where sessions that pay an investment, not an order, go (metadata kind 'investment'). */
  readonly investments?: InvestmentPayments;
  /** Where sessions that top up a public API balance go (metadata kind 'api-top-up'). */
  readonly topUps?: TopUpPayments;
  /** Refunds made at the provider and disputes; without it those events are ignored. */
  readonly refunds?: RefundService;
}

/** What fulfilling a session did; `refunding` when it was paid too late and its tonnes are gone. */
export interface FulfilSessionResult {
  readonly success: boolean;
  readonly refunding?: boolean;
}

/**
 * Turns payments into paid orders exactly once. The return page's confirm call and every webhook
 * delivery end in one idempotent fulfilSession, which believes only the provider (never the
 * caller) and lets the database pick the single winner, whose transaction queues the receipt.
 */
export class FulfilmentService {
  readonly #deps: FulfilmentDeps;
  readonly #billing: SubscriptionBilling;

  constructor(deps: FulfilmentDeps) {
    this.#deps = deps;
    this.#billing = new SubscriptionBilling({
      orders: deps.orders,
      subscriptions: deps.subscriptions,
      provider: deps.payments.name,
      clock: deps.clock,
      reservationTtlMs: deps.reservationTtlMs,
      receipt: (order) => this.#receipt(order),
      ...(deps.refunds && {
        refundRenewal: (renewal: RenewalWithoutStock) =>
          deps.refunds?.refundRenewal(renewal) ?? Promise.resolve(false),
      }),
    });
  }

  /**
   * The return page's call: fulfils the session if this server's provider says it is paid (with
   * the order's certificate page), and says when the payment came too late and is refunded instead.
   */
  async confirm(
    provider: string,
    sessionId: string,
  ): Promise<{ success: boolean; refunded?: true; certificateUrl?: string }> {
    if (provider !== this.#deps.payments.name) return { success: false };
    const { success, refunding } = await this.fulfilSession(sessionId);
    if (refunding) return { success, refunded: true };
    if (!success) return { success };
    // The session id is an unguessable bearer of its own order, so its certificate may be shown
    // to whoever holds it (a guest has no order history). A path: it works on any of our origins.
    const certificateId = (await this.#deps.orders.findBySessionId(sessionId))?.certificateId;
    return certificateId
      ? { success, certificateUrl: `/certificates/${encodeURIComponent(certificateId)}` }
      : { success };
  }

  /**
   * Fulfils the order of a paid session (once, whoever calls first); success when it is paid. A
   * payment that arrives after its order was closed (the reservation ended first) takes the
   * tonnes again if stock allows, or is refunded automatically (DESIGN §5: money is never lost).
   */
  async fulfilSession(sessionId: string): Promise<FulfilSessionResult> {
    const { payments, orders } = this.#deps;
    if (sessionId.trim() === '') return { success: false };
    const session = await payments.retrieveCheckoutSession(sessionId);
    if (session?.paymentStatus !== 'paid') return { success: false };
    if (session.metadata.kind === INVESTMENT_SESSION_KIND) {
      const settled = await this.#deps.investments?.settle(session);
      return { success: settled?.success ?? false };
    }
    if (session.metadata.kind === TOP_UP_SESSION_KIND) {
      const settled = await this.#deps.topUps?.settle(session);
      return { success: settled?.success ?? false };
    }
    const order = await orders.findBySessionId(session.id);
    if (!order || !this.#sessionPaysFor(session, order)) return { success: false };
    if (order.status === 'REFUNDED') return { success: false, refunding: true };
    let outcome = await this.#fulfil(order);
    if (!outcome) {
      const late = await orders.reopenOrRefund(
        order.id,
        new Date(this.#deps.clock.now().getTime() + this.#deps.reservationTtlMs),
      );
      if (late.kind === 'refund-pending') return { success: false, refunding: true };
      if (late.kind === 'reopened') outcome = await this.#fulfil(order);
    }
    if (!outcome) return { success: false };
    // Idempotent, so any later call completes a subscription whose start a crash interrupted.
    if (session.subscriptionId && outcome.order.subscriptionId === null)
      await this.#billing.start(outcome.order, session.subscriptionId);
    return { success: true };
  }

  #fulfil(order: OrderRecord) {
    return this.#deps.orders.fulfil(
      order.id,
      { id: newCertificateId(), recipientName: order.receiptName },
      this.#deps.clock.now(),
      (paid) => this.#receipt(paid),
    );
  }

  /** Acts on one verified provider event, once per event id; safe under redelivery and in parallel. */
  async handleEvent(event: PaymentEvent): Promise<PaymentEventOutcome> {
    const { eventLog, payments } = this.#deps;
    if (await eventLog.seen(event.id)) return 'duplicate';
    // Recorded only once acted on: if acting fails, the provider's redelivery tries again. An
    // event that found nothing to do yet (its session not paid yet) is not recorded either, so
    // its later delivery still fulfils.
    const outcome = await this.#act(event);
    if (outcome !== 'not-fulfilled')
      await eventLog.record({
        id: event.id,
        provider: payments.name,
        type: event.type,
        sessionId: eventSessionId(event),
      });
    return outcome;
  }

  /**
   * Ends the reservations past their time, after asking the provider about each one's session: a
   * paid session is fulfilled, not expired (its webhook may have been lost, the buyer's browser
   * closed before the return page); an unpaid one is expired and its tonnes come back; one the
   * provider cannot be asked about now stays reserved until a later sweep can ask.
   */
  async expireReservations(): Promise<SweptReservations> {
    const { orders, payments, clock } = this.#deps;
    const now = clock.now();
    const unpaid: number[] = [];
    const fulfilled: number[] = [];
    const deferred: number[] = [];
    for (const due of await orders.findDue(now, RECONCILE_BATCH)) {
      let session: CheckoutSessionState | null = null;
      try {
        if (due.providerSessionId !== null)
          session = await payments.retrieveCheckoutSession(due.providerSessionId);
      } catch {
        deferred.push(due.id);
        continue;
      }
      if (session?.paymentStatus !== 'paid') unpaid.push(due.id);
      else if ((await this.fulfilSession(session.id)).success) fulfilled.push(due.id);
      // Paid, yet not for this order as it stands (amount, currency): a person must look.
      else deferred.push(due.id);
    }
    const expired = await orders.expireDue(now, unpaid);
    return { expired, fulfilled, deferred };
  }

  async #act(event: PaymentEvent): Promise<PaymentEventOutcome> {
    const { orders, clock } = this.#deps;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const result = await this.fulfilSession(event.sessionId);
        if (result.refunding) return 'refund-pending';
        return result.success ? 'fulfilled' : 'not-fulfilled';
      }
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        // A buyer's Cancel on the hosted page ends the session too: both count as EXPIRED.
        const order = await orders.findBySessionId(event.sessionId);
        const status = event.type === 'checkout.session.expired' ? 'EXPIRED' : 'FAILED';
        if (!order) {
          // Not an order's session: perhaps an investment's, or a balance top-up's.
          const closed =
            (await this.#deps.investments?.closeSession(event.sessionId, status)) ||
            (await this.#deps.topUps?.closeSession(event.sessionId, status));
          return closed ? 'closed' : 'ignored';
        }
        return (await orders.close(order.id, status, clock.now())) ? 'closed' : 'ignored';
      }
      case 'invoice.paid':
        // The first period is paid through its checkout session; only renewals make new orders.
        return event.billingReason === 'subscription_cycle'
          ? this.#billing.renew(event)
          : this.#billing.firstPeriod(event);
      case 'customer.subscription.deleted':
        return this.#billing.cancelled(event.subscriptionId);
      case 'customer.subscription.updated':
        return this.#billing.updated(event);
      case 'invoice.payment_failed':
        return this.#billing.paymentFailed(event);
      case 'payment.refunded':
        return this.#deps.refunds?.providerRefunded(event) ?? 'ignored';
      case 'payment.disputed':
        return this.#deps.refunds?.disputed(event) ?? 'ignored';
      case 'dispute.closed':
        return this.#deps.refunds?.disputeClosed(event) ?? 'ignored';
    }
  }

  // The session must be the one we opened for this order, for at least the order's total.
  #sessionPaysFor(session: CheckoutSessionState, order: OrderRecord): boolean {
    const orderId = session.metadata.orderId;
    if (orderId !== undefined && orderId !== String(order.id)) return false;
    return (
      session.currency.toUpperCase() === order.currency.toUpperCase() &&
      session.amountTotalCents >= order.totalCents
    );
  }

  // Rendered inside the transaction that pays the order; the queue sends it (and retries).
  #receipt(order: OrderRecord): MailMessage | null {
    if (!order.certificateId) return null;
    const link = `${this.#deps.publicUrl}/certificates/${encodeURIComponent(order.certificateId)}`;
    return receiptEmail(order, link);
  }
}

/** The checkout session a provider event is about, if it names one (renewals name an invoice). */
function eventSessionId(event: PaymentEvent): string | null {
  if ('sessionId' in event) return event.sessionId;
  if ('payment' in event) return event.payment.sessionId;
  return null;
}
