import { randomUUID } from 'node:crypto';
import { err, ok, type Result } from '@netzero/core';
import type {
  CheckoutSessionRequest,
  CheckoutSessionState,
  PaymentEvent,
  PaymentProvider,
  ProviderRefund,
  RefundRequest,
} from '../services/ports/payment-provider.port.js';

/**
 * An in-memory payment provider for service and route tests: sessions are opened unpaid; a test
 * marks them paid (or expired) and builds the events a webhook would deliver. A webhook body is
 * accepted when its signature header is `valid`, so tests can also send forged deliveries.
 */
export class FakePaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly sessions = new Map<string, CheckoutSessionState & { request: CheckoutSessionRequest }>();
  readonly cancelledSubscriptions: string[] = [];
  /** Refunds asked for, by idempotency key (a retried key refunds once). */
  readonly refunds = new Map<string, RefundRequest & ProviderRefund>();
  /** When set, refunds fail, as when the provider refuses or cannot be reached. */
  refundsFail = false;
  /** When set, asking about a session fails, as when the provider cannot be reached. */
  unreachable = false;
  #subscriptionSeq = 0;

  async createCheckoutSession(request: CheckoutSessionRequest) {
    const id = `cs_fake_${randomUUID()}`;
    const amountTotalCents = request.lines.reduce(
      (sum, l) => sum + l.quantity * l.unitAmountCents,
      0,
    );
    this.sessions.set(id, {
      id,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotalCents,
      currency: request.currency,
      metadata: request.metadata,
      subscriptionId: null,
      request,
    });
    return { sessionId: id, url: `https://pay.example/${id}`, expiresAt: request.expiresAt };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState | null> {
    if (this.unreachable) throw new Error('provider unreachable');
    const session = this.sessions.get(sessionId);
    if (!session) return null;
    const { request: _request, ...state } = session;
    return state;
  }

  /** Marks a session paid, as if the buyer paid on the hosted page; returns the completion event. */
  pay(sessionId: string): PaymentEvent {
    const session = this.#session(sessionId);
    const subscriptionId =
      session.request.mode === 'subscription' ? `sub_fake_${++this.#subscriptionSeq}` : null;
    this.sessions.set(sessionId, {
      ...session,
      status: 'complete',
      paymentStatus: 'paid',
      subscriptionId,
    });
    return { id: `evt_${randomUUID()}`, type: 'checkout.session.completed', sessionId };
  }

  /** Marks a session expired; returns the expiry event. */
  expire(sessionId: string): PaymentEvent {
    this.sessions.set(sessionId, { ...this.#session(sessionId), status: 'expired' });
    return { id: `evt_${randomUUID()}`, type: 'checkout.session.expired', sessionId };
  }

  async parseWebhook(
    rawBody: Buffer,
    signatureHeader: string | undefined,
  ): Promise<Result<PaymentEvent | null, 'INVALID_SIGNATURE'>> {
    if (signatureHeader !== 'valid') return err('INVALID_SIGNATURE');
    try {
      const event = JSON.parse(rawBody.toString('utf8')) as PaymentEvent & { periodEnd?: string };
      return ok(
        event.type === 'invoice.paid'
          ? { ...event, periodEnd: new Date(String(event.periodEnd)) }
          : event,
      );
    } catch {
      return err('INVALID_SIGNATURE');
    }
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    this.cancelledSubscriptions.push(subscriptionId);
  }

  async refund(request: RefundRequest): Promise<ProviderRefund> {
    if (this.refundsFail) throw new Error('provider refused the refund');
    const existing = this.refunds.get(request.idempotencyKey);
    if (existing) return { refundId: existing.refundId };
    const refundId = `re_fake_${this.refunds.size + 1}`;
    this.refunds.set(request.idempotencyKey, { ...request, refundId });
    return { refundId };
  }

  #session(sessionId: string) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no fake session ${sessionId}`);
    return session;
  }
}
