import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '@netzero/core';
import type { Database } from '../../persistence/database.js';
import type { ServerClock } from '../../services/ports/clock.port.js';
import type {
  CheckoutSessionRequest,
  CheckoutSessionState,
  OpenedCheckoutSession,
  PaymentEvent,
  PaymentProvider,
  ProviderRefund,
  RefundRequest,
} from '../../services/ports/payment-provider.port.js';
import { firstMonthlyPeriodEnd, nextMonthlyPeriodEnd } from './sandbox-billing-period.js';
import {
  parseSandboxEvent,
  sandboxInvoicePaidEvent,
  sandboxSessionEvent,
  sandboxSubscriptionDeletedEvent,
} from './sandbox-events.js';
import { effectiveStatus, SandboxRecords, type SandboxSession } from './sandbox-records.js';
import { verifySandboxSignature } from './sandbox-signature.js';
import { SandboxWebhookSender, type WebhookDelivery } from './sandbox-webhook-sender.js';

const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Why the hosted page cannot act on a session. */
export type SandboxSessionProblem = 'NOT_FOUND' | 'NOT_OPEN';

/**
 * The embedded payment provider: a complete provider like Stripe's side of the world, kept in
 * our database (it survives restarts and is shared by every server process), with a hosted
 * checkout page (sandbox-checkout.routes.ts) and signed webhooks delivered to our own route.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly #records: SandboxRecords;
  readonly #clock: ServerClock;
  readonly #publicUrl: string;
  readonly #secret: string;
  readonly #webhooks: SandboxWebhookSender;

  constructor(deps: {
    db: Database;
    clock: ServerClock;
    publicUrl: string;
    webhookSecret: string;
  }) {
    this.#records = new SandboxRecords(deps.db);
    this.#clock = deps.clock;
    this.#publicUrl = deps.publicUrl.replace(/\/+$/, '');
    this.#secret = deps.webhookSecret;
    this.#webhooks = new SandboxWebhookSender(deps.clock, deps.webhookSecret);
  }

  /** Where every event goes: app.ts passes a signed POST through our real webhook route. */
  deliverWebhooksTo(deliver: WebhookDelivery): void {
    this.#webhooks.deliverTo(deliver);
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<OpenedCheckoutSession> {
    const id = `cs_sandbox_${randomBytes(24).toString('base64url')}`;
    await this.#records.insertSession(
      {
        id,
        mode: request.mode,
        amountTotalCents: request.lines.reduce(
          (sum, line) => sum + line.quantity * line.unitAmountCents,
          0,
        ),
        currency: request.currency.toUpperCase(),
        lines: request.lines,
        customerEmail: request.customerEmail,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        metadata: request.metadata,
        expiresAt: request.expiresAt,
      },
      this.#clock.now(),
    );
    return {
      sessionId: id,
      url: `${this.#publicUrl}/sandbox/checkout/${id}`,
      expiresAt: request.expiresAt,
    };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState | null> {
    const session = await this.#records.findSession(sessionId);
    if (!session) return null;
    return {
      id: session.id,
      status: effectiveStatus(session, this.#clock.now()),
      paymentStatus: session.paymentStatus,
      amountTotalCents: session.amountTotalCents,
      currency: session.currency,
      metadata: session.metadata,
      subscriptionId: session.subscriptionId,
    };
  }

  async parseWebhook(
    rawBody: Buffer,
    signatureHeader: string | undefined,
  ): Promise<Result<PaymentEvent | null, 'INVALID_SIGNATURE'>> {
    const nowSeconds = this.#clock.now().getTime() / 1000;
    if (!verifySandboxSignature(this.#secret, rawBody, signatureHeader, nowSeconds))
      return err('INVALID_SIGNATURE');
    const event = parseSandboxEvent(rawBody.toString('utf8'));
    // Only we hold the secret, so a signed body we cannot read is a bug or a leaked secret: refuse it.
    return event === 'malformed' ? err('INVALID_SIGNATURE') : ok(event);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    if (!(await this.#records.cancelSubscription(subscriptionId))) return;
    await this.#webhooks.sendOrKeep([sandboxSubscriptionDeletedEvent(subscriptionId)]);
  }

  /**
   * Ends open sessions whose time is up, delivering `checkout.session.expired` for each. A session
   * is marked expired only once its event was delivered, so a failed delivery is retried by the
   * next sweep, in this process or another. Also retries deliveries kept in memory. Returns the
   * number of events delivered.
   */
  async expireDue(now: Date): Promise<number> {
    let delivered = await this.#webhooks.retryUndelivered();
    for (const session of await this.#records.dueSessions(now)) {
      if (
        !(await this.#webhooks.send([sandboxSessionEvent('checkout.session.expired', session.id)]))
      )
        continue;
      await this.#records.markExpired(session.id);
      delivered += 1;
    }
    return delivered;
  }

  /**
   * Bills every period of active subscriptions that has ended by `now`: one `invoice.paid`
   * (subscription_cycle) per period, then the subscription moves on one calendar month. The
   * period moves only after its invoice was delivered, and ids derive from the subscription and
   * period, so calling again for the same `now` emits nothing new and a failed delivery is
   * retried with the same invoice. Returns the number of invoices delivered.
   */
  async renewDue(now: Date): Promise<number> {
    let delivered = await this.#webhooks.retryUndelivered();
    for (const subscription of await this.#records.dueSubscriptions(now)) {
      const anchorDay = subscription.createdAt.getUTCDate();
      let periodEnd = subscription.currentPeriodEnd;
      while (periodEnd <= now) {
        const next = nextMonthlyPeriodEnd(periodEnd, anchorDay);
        const invoice = sandboxInvoicePaidEvent({
          subscriptionId: subscription.id,
          periodEnd: next,
          amountPaidCents: subscription.amountCents,
          billingReason: 'subscription_cycle',
        });
        if (!(await this.#webhooks.send([invoice]))) break;
        delivered += 1;
        if (!(await this.#records.advanceSubscription(subscription.id, periodEnd, next))) break;
        periodEnd = next;
      }
    }
    return delivered;
  }

  /** A session for the hosted page, with its status as of now; null when there is none. */
  async checkout(
    sessionId: string,
  ): Promise<{ session: SandboxSession; status: SandboxSession['status'] } | null> {
    const session = await this.#records.findSession(sessionId);
    return session ? { session, status: effectiveStatus(session, this.#clock.now()) } : null;
  }

  /**
   * The buyer paid with the success card: the session completes (and, in subscription mode, its
   * monthly subscription starts), the events are delivered, and the buyer goes to the success URL.
   */
  async pay(sessionId: string): Promise<Result<{ redirectUrl: string }, SandboxSessionProblem>> {
    const now = this.#clock.now();
    const found = await this.#records.findSession(sessionId);
    if (!found) return err('NOT_FOUND');
    const subscription =
      found.mode === 'subscription'
        ? {
            id: `sub_sandbox_${randomBytes(18).toString('base64url')}`,
            currentPeriodEnd: firstMonthlyPeriodEnd(now),
          }
        : null;
    const session = await this.#records.completeSession(sessionId, now, subscription);
    if (!session) return err('NOT_OPEN');
    const events: PaymentEvent[] = [sandboxSessionEvent('checkout.session.completed', session.id)];
    if (subscription) {
      events.push(
        sandboxInvoicePaidEvent({
          subscriptionId: subscription.id,
          periodEnd: subscription.currentPeriodEnd,
          amountPaidCents: session.amountTotalCents,
          billingReason: 'subscription_create',
        }),
      );
    }
    await this.#webhooks.sendOrKeep(events);
    return ok({ redirectUrl: session.successUrl.replaceAll(SESSION_ID_PLACEHOLDER, session.id) });
  }

  /** The success card was declined: the session stays open and the decline is counted. */
  async decline(sessionId: string): Promise<void> {
    await this.#records.recordDecline(sessionId);
  }

  /** The buyer cancelled: the session ends now, `checkout.session.expired` goes out, and the buyer goes back. */
  async cancel(sessionId: string): Promise<Result<{ redirectUrl: string }, SandboxSessionProblem>> {
    const session = await this.#records.endSessionNow(sessionId, this.#clock.now());
    if (!session)
      return err((await this.#records.findSession(sessionId)) ? 'NOT_OPEN' : 'NOT_FOUND');
    // Undelivered, the session stays due and the next sweep delivers its expiry.
    if (await this.#webhooks.send([sandboxSessionEvent('checkout.session.expired', session.id)])) {
      await this.#records.markExpired(session.id);
    }
    return ok({ redirectUrl: session.cancelUrl });
  }

  /** The provider's time (the hosted page judges a card's expiry by it). */
  now(): Date {
    return this.#clock.now();
  }

  async refund(_request: RefundRequest): Promise<ProviderRefund> {
    throw new Error('PLACEHOLDER: the sandbox refund lands next');
  }

  /** How many events wait in memory for a retry. */
  get undeliveredCount(): number {
    return this.#webhooks.undeliveredCount;
  }
}
