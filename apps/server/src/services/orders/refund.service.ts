import type { ServerClock } from '../ports/clock.port.js';
import type {
  DisputeRecord,
  DisputeRepository,
  DisputeStatus,
} from '../ports/dispute.repository.port.js';
import type { InvestmentRepository } from '../ports/investment.repository.port.js';
import type { OrderRecord, OrderRepository } from '../ports/order.repository.port.js';
import type {
  PaymentEvent,
  PaymentProvider,
  PaymentReference,
} from '../ports/payment-provider.port.js';
import type {
  RefundRecord,
  RefundRepository,
  RefundStatus,
  RenewalWithoutStock,
} from '../ports/refund.repository.port.js';
import { refundEmail } from './refund-email.js';

type EventOf<T extends PaymentEvent['type']> = Extract<PaymentEvent, { type: T }>;

/** What a refund or dispute event did (the webhook route logs it; the unusual ones at warn). */
export type RefundEventOutcome =
  | 'refunded'
  | 'partially-refunded'
  | 'dispute-opened'
  | 'dispute-won'
  | 'dispute-lost'
  | 'ignored';

/** What one run of a refund job did. */
export type RefundRunOutcome = 'refunded' | 'already-done' | 'gave-up';

/** What RefundService works with (wired in composition-root.ts). */
export interface RefundDeps {
  readonly refunds: RefundRepository;
  readonly disputes: DisputeRepository;
  readonly orders: OrderRepository;
  /** Investments paid through the same provider: a refund made at the provider can be theirs. */
  readonly investments: InvestmentRepository;
  readonly payments: PaymentProvider;
  readonly clock: ServerClock;
  readonly publicUrl: string;
}

/**
 * Money going back to buyers: the automatic refund of a late payment whose tonnes were gone (run
 * by its job), refunds made at the provider, and disputes. A refunded order is REFUNDED, its
 * tonnes back in stock and its certificate marked cancelled, with one e-mail to the buyer.
 */
export class RefundService {
  readonly #deps: RefundDeps;

  constructor(deps: RefundDeps) {
    this.#deps = deps;
  }

  /**
   * The 'refund-payment' job: asks the provider to refund (idempotent by the refund's id, so a
   * retry after a crash refunds once), ends a subscription the late payment started, then records
   * the refund. Throws to be retried; on the last attempt the refund is marked failed instead.
   */
  async runRefund(refundId: number, lastAttempt: boolean): Promise<RefundRunOutcome> {
    const { refunds, payments, clock } = this.#deps;
    const refund = await refunds.findById(refundId);
    if (!refund || refund.status === 'succeeded') return 'already-done';
    try {
      const payment = { sessionId: refund.providerSessionId, invoiceId: refund.providerInvoiceId };
      const { refundId: providerRefundId } = await payments.refund({
        payment,
        idempotencyKey: `refund-${refund.id}`,
        reason: refund.reason === 'late-payment' ? 'late-payment' : 'requested',
      });
      // Only a late payment's subscription was never ours to keep; an operator's refund leaves
      // a subscription to its own cancel (the console's Subscriptions), so the two stay in step.
      if (refund.reason === 'late-payment') await this.#endSubscriptionOf(refund);
      await refunds.complete(refund.id, providerRefundId, clock.now(), (done, order) =>
        this.#email(done, order),
      );
      return 'refunded';
    } catch (error) {
      if (!lastAttempt) throw error;
      await refunds.fail(
        refund.id,
        error instanceof Error ? error.message : String(error),
        clock.now(),
      );
      return 'gave-up';
    }
  }

  /**
   * A renewal the provider charged for when no tonnes were left: refunded automatically (a job
   * asks the provider), once per invoice; whether this call recorded it.
   */
  async refundRenewal(renewal: RenewalWithoutStock): Promise<boolean> {
    return (await this.#deps.refunds.recordRenewalRefund(renewal)) !== null;
  }

  /** A refund made at the provider: a full one refunds the order; a partial one is left to a person. */
  async providerRefunded(event: EventOf<'payment.refunded'>): Promise<RefundEventOutcome> {
    const order = await this.#orderOf(event.payment);
    if (!order) return this.#investmentRefunded(event);
    if (!event.fullyRefunded) return 'partially-refunded';
    const refunded = await this.#deps.refunds.recordExternal(
      order.id,
      'provider',
      this.#deps.clock.now(),
      (refund, paid) => this.#email(refund, paid),
    );
    return refunded ? 'refunded' : 'ignored';
  }

  /** The buyer's bank disputes a payment: recorded for operators; the order stays as it is until it closes. */
  async disputed(event: EventOf<'payment.disputed'>): Promise<RefundEventOutcome> {
    const order = await this.#orderOf(event.payment);
    const opened = await this.#deps.disputes.open(
      {
        id: event.disputeId,
        orderId: order?.id ?? null,
        investmentId: null,
        reason: event.reason,
        amountCents: event.amountCents,
      },
      this.#deps.clock.now(),
    );
    return opened ? 'dispute-opened' : 'ignored';
  }

  /** A dispute closed: won changes nothing; lost means the money went back, so the order is REFUNDED. */
  async disputeClosed(event: EventOf<'dispute.closed'>): Promise<RefundEventOutcome> {
    const { disputes, refunds, clock } = this.#deps;
    const order = await this.#orderOf(event.payment);
    const closed = await disputes.close(
      {
        id: event.disputeId,
        orderId: order?.id ?? null,
        investmentId: null,
        reason: event.reason,
        amountCents: event.amountCents,
      },
      event.outcome,
      clock.now(),
    );
    if (!closed) return 'ignored';
    if (event.outcome === 'won') return 'dispute-won';
    // The buyer's bank returned the money: no e-mail, the buyer asked their bank for it.
    if (order) await refunds.recordExternal(order.id, 'dispute-lost', clock.now(), null);
    return 'dispute-lost';
  }

  /** The newest refunds, of one status or all (GET /api/ops/refunds). */
  listRefunds(filter: { status?: RefundStatus; limit: number }): Promise<RefundRecord[]> {
    return this.#deps.refunds.list(filter);
  }

  /** The newest disputes, of one status or all (GET /api/ops/disputes). */
  listDisputes(filter: { status?: DisputeStatus; limit: number }): Promise<DisputeRecord[]> {
    return this.#deps.disputes.list(filter);
  }

  // An investment holds no tonnes: a full refund only marks it REFUNDED (the team is in touch).
  async #investmentRefunded(event: EventOf<'payment.refunded'>): Promise<RefundEventOutcome> {
    const { investments, clock } = this.#deps;
    const sessionId = event.payment.sessionId;
    const investment = sessionId ? await investments.findBySessionId(sessionId) : null;
    if (!investment) return 'ignored';
    if (!event.fullyRefunded) return 'partially-refunded';
    return (await investments.markRefunded(investment.id, clock.now())) ? 'refunded' : 'ignored';
  }

  async #orderOf(payment: PaymentReference): Promise<OrderRecord | null> {
    const { orders } = this.#deps;
    if (payment.sessionId) {
      const order = await orders.findBySessionId(payment.sessionId);
      if (order) return order;
    }
    return payment.invoiceId ? orders.findByInvoiceId(payment.invoiceId) : null;
  }

  // A late payment in subscription mode started a subscription at the provider: it must not renew.
  async #endSubscriptionOf(refund: RefundRecord): Promise<void> {
    if (!refund.providerSessionId) return;
    const session = await this.#deps.payments.retrieveCheckoutSession(refund.providerSessionId);
    if (session?.subscriptionId)
      await this.#deps.payments.cancelSubscription(session.subscriptionId);
  }

  #email(refund: RefundRecord, order: OrderRecord | null) {
    const link = order?.certificateId
      ? `${this.#deps.publicUrl}/certificates/${encodeURIComponent(order.certificateId)}`
      : null;
    return refundEmail(refund, order, link);
  }
}
