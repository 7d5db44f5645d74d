import type { ServerClock } from '../ports/clock.port.js';
import type { MailMessage } from '../ports/mailer.port.js';
import type { OrderRecord, OrderRepository } from '../ports/order.repository.port.js';
import type { PaymentEvent, PaymentProviderName } from '../ports/payment-provider.port.js';
import type { RenewalWithoutStock } from '../ports/refund.repository.port.js';
import type { SubscriptionRepository } from '../ports/subscription.repository.port.js';
import { newCertificateId } from './certificate-id.js';

type InvoicePaid = Extract<PaymentEvent, { type: 'invoice.paid' }>;

/** The same day of the next month, or its last day when shorter (31 Jan → 28 Feb), in UTC. */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return next;
}

/** What SubscriptionBilling works with (given by FulfilmentService). */
export interface SubscriptionBillingDeps {
  readonly orders: OrderRepository;
  readonly subscriptions: SubscriptionRepository;
  readonly provider: PaymentProviderName;
  readonly clock: ServerClock;
  readonly reservationTtlMs: number;
  /** The receipt of a paid order, queued in the transaction that pays it. */
  readonly receipt: (order: OrderRecord) => MailMessage | null;
  /** Refunds a renewal that found no tonnes (absent: the subscription is only marked PAST_DUE). */
  readonly refundRenewal?: (renewal: RenewalWithoutStock) => Promise<boolean>;
}

/**
 * The life of a monthly subscription as the provider reports it: started by its paid checkout,
 * renewed by each paid invoice (one order per invoice, fulfilled at once), cancelled when the
 * provider deletes it. Every step is idempotent, as the events behind them are redelivered.
 */
export class SubscriptionBilling {
  readonly #deps: SubscriptionBillingDeps;

  constructor(deps: SubscriptionBillingDeps) {
    this.#deps = deps;
  }

  /** Creates (or finds) the subscription a paid subscription checkout started, and links its order. */
  async start(order: OrderRecord, providerSubscriptionId: string): Promise<void> {
    const [line] = order.lines;
    if (!line) return;
    const subscription = await this.#deps.subscriptions.upsertByProviderId({
      userId: order.userId,
      email: order.email,
      receiptName: order.receiptName,
      productId: line.productId,
      quantity: line.quantity,
      provider: this.#deps.provider,
      providerSubscriptionId,
      currentPeriodEnd: oneMonthAfter(order.paidAt ?? this.#deps.clock.now()),
    });
    await this.#deps.orders.linkSubscription(order.id, subscription.id);
  }

  /** A renewal: one order per invoice (a unique column), reserved and fulfilled at once. */
  async renew(
    event: InvoicePaid,
  ): Promise<'renewed' | 'renewal-past-due' | 'renewal-refunded' | 'not-fulfilled' | 'ignored'> {
    const { orders, subscriptions, clock } = this.#deps;
    const subscription = await subscriptions.findByProviderId(event.subscriptionId);
    if (!subscription || subscription.status === 'CANCELLED') return 'ignored';
    const now = clock.now();
    const created = await orders.createPending({
      userId: subscription.userId,
      email: subscription.email,
      receiptName: subscription.receiptName,
      kind: 'subscription',
      paymentMethod: 'CARD',
      provider: this.#deps.provider,
      lines: [{ productId: subscription.productId, quantity: subscription.quantity }],
      reservationExpiresAt: new Date(now.getTime() + this.#deps.reservationTtlMs),
      subscriptionId: subscription.id,
      providerInvoiceId: event.invoiceId,
    });
    if (!created.ok) {
      // Paid at the provider but no tonnes to retire: the money goes back, and the subscription
      // is PAST_DUE until a renewal finds stock again.
      await subscriptions.setStatus(subscription.id, 'PAST_DUE', now);
      const refunded = await this.#deps.refundRenewal?.({
        subscriptionId: subscription.id,
        invoiceId: event.invoiceId,
        amountCents: event.amountPaidCents,
        email: subscription.email,
      });
      return refunded ? 'renewal-refunded' : 'renewal-past-due';
    }
    const outcome = await orders.fulfil(
      created.value.id,
      { id: newCertificateId(), recipientName: subscription.receiptName },
      now,
      this.#deps.receipt,
    );
    if (!outcome) return 'not-fulfilled';
    await subscriptions.setPeriodEnd(subscription.id, event.periodEnd);
    if (subscription.status === 'PAST_DUE')
      await subscriptions.setStatus(subscription.id, 'ACTIVE', now);
    return 'renewed';
  }

  /**
   * The first invoice carries the provider's own end of the first period (ours, from start, was
   * an estimate); when it arrives before the checkout's completion there is nothing to correct.
   */
  async firstPeriod(event: InvoicePaid): Promise<'subscription-updated' | 'ignored'> {
    const subscription = await this.#deps.subscriptions.findByProviderId(event.subscriptionId);
    if (!subscription || event.billingReason !== 'subscription_create') return 'ignored';
    await this.#deps.subscriptions.setPeriodEnd(subscription.id, event.periodEnd);
    return 'subscription-updated';
  }

  /** A renewal's charge failed: PAST_DUE until the provider's retry succeeds (its invoice.paid renews). */
  async paymentFailed(
    event: Extract<PaymentEvent, { type: 'invoice.payment_failed' }>,
  ): Promise<'renewal-payment-failed' | 'ignored'> {
    const { subscriptions, clock } = this.#deps;
    const subscription = await subscriptions.findByProviderId(event.subscriptionId);
    if (subscription?.status !== 'ACTIVE') return 'ignored';
    await subscriptions.setStatus(subscription.id, 'PAST_DUE', clock.now());
    return 'renewal-payment-failed';
  }

  /** The provider's view of the subscription changed: ours follows (ended, waiting for payment, or billing again). */
  async updated(
    event: Extract<PaymentEvent, { type: 'customer.subscription.updated' }>,
  ): Promise<'subscription-updated' | 'subscription-cancelled' | 'ignored'> {
    const { subscriptions, clock } = this.#deps;
    if (event.status === 'canceled') return this.cancelled(event.subscriptionId);
    const subscription = await subscriptions.findByProviderId(event.subscriptionId);
    if (!subscription || subscription.status === 'CANCELLED') return 'ignored';
    const status =
      event.status === 'active'
        ? 'ACTIVE'
        : event.status === 'past_due' || event.status === 'unpaid'
          ? 'PAST_DUE'
          : null;
    if (status === null || status === subscription.status) return 'ignored';
    await subscriptions.setStatus(subscription.id, status, clock.now());
    return 'subscription-updated';
  }

  /** The provider deleted the subscription: it is CANCELLED (once) and renews no more. */
  async cancelled(providerSubscriptionId: string): Promise<'subscription-cancelled' | 'ignored'> {
    const { subscriptions, clock } = this.#deps;
    const subscription = await subscriptions.findByProviderId(providerSubscriptionId);
    if (!subscription || subscription.status === 'CANCELLED') return 'ignored';
    await subscriptions.setStatus(subscription.id, 'CANCELLED', clock.now());
    return 'subscription-cancelled';
  }
}
