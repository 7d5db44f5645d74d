import { randomBytes } from 'node:crypto';
import type { ServerClock } from '../../services/ports/clock.port.js';
import type {
  PaymentReference,
  ProviderRefund,
} from '../../services/ports/payment-provider.port.js';
import { sandboxRefundedEvent } from './sandbox-events.js';
import type { SandboxRecords } from './sandbox-records.js';
import type { SandboxSubscriptionRecords } from './sandbox-subscription-records.js';

// A renewal's invoice id names its subscription and the end of the period it paid for.
const INVOICE_ID = /^in_sandbox_(sub_sandbox_[A-Za-z0-9_-]+)_(\d{4}-\d\d-\d\dT[\d:.]+Z)$/;

const newRefundId = () => `re_sandbox_${randomBytes(18).toString('base64url')}`;

/**
 * Full refunds of the sandbox's payments: a checkout session's, or a renewal invoice's. Each
 * records its refund and enqueues `payment.refunded` in one transaction; a payment refunded before
 * answers its refund (idempotent, whatever the key, as concurrent calls agree on one refund).
 */
export class SandboxRefunds {
  constructor(
    private readonly sessions: SandboxRecords,
    private readonly subscriptions: SandboxSubscriptionRecords,
    private readonly clock: ServerClock,
  ) {}

  /** Throws for a payment the sandbox never took (unknown, unpaid, or a period not yet billed). */
  async refund(payment: PaymentReference): Promise<ProviderRefund> {
    if (payment.sessionId !== null) return this.#refundSession(payment.sessionId);
    if (payment.invoiceId !== null) return this.#refundInvoice(payment.invoiceId);
    throw new Error('a refund names a checkout session or an invoice');
  }

  async #refundSession(sessionId: string): Promise<ProviderRefund> {
    const session = await this.sessions.findSession(sessionId);
    if (!session) throw new Error(`the sandbox has no checkout session ${sessionId}`);
    if (session.refundId) return { refundId: session.refundId };
    if (session.paymentStatus !== 'paid')
      throw new Error(`the sandbox session ${sessionId} was not paid: nothing to refund`);
    const refundId = newRefundId();
    const payment = { sessionId, invoiceId: null };
    const events = [
      sandboxRefundedEvent({ refundId, payment, amountRefundedCents: session.amountTotalCents }),
    ];
    const now = this.clock.now();
    const refunded = await this.sessions.refundSession(sessionId, refundId, { events, now });
    if (refunded) return { refundId: refunded };
    const again = await this.sessions.findSession(sessionId);
    if (!again?.refundId) throw new Error(`the sandbox could not refund session ${sessionId}`);
    return { refundId: again.refundId };
  }

  async #refundInvoice(invoiceId: string): Promise<ProviderRefund> {
    const existing = await this.subscriptions.findInvoiceRefund(invoiceId);
    if (existing) return { refundId: existing };
    const [, subscriptionId = '', periodEnd = ''] = INVOICE_ID.exec(invoiceId) ?? [];
    const subscription = await this.subscriptions.findSubscription(subscriptionId);
    // Billed periods end at or before the current one's end; a later one was never charged.
    if (!subscription || new Date(periodEnd) > subscription.currentPeriodEnd)
      throw new Error(`the sandbox never billed invoice ${invoiceId}`);
    const refundId = newRefundId();
    const payment = { sessionId: null, invoiceId };
    const events = [
      sandboxRefundedEvent({ refundId, payment, amountRefundedCents: subscription.amountCents }),
    ];
    const refunded = await this.subscriptions.refundInvoice(
      { invoiceId, subscriptionId, refundId, amountCents: subscription.amountCents },
      { events, now: this.clock.now() },
    );
    const answer = refunded ?? (await this.subscriptions.findInvoiceRefund(invoiceId));
    if (!answer) throw new Error(`the sandbox could not refund invoice ${invoiceId}`);
    return { refundId: answer };
  }
}
