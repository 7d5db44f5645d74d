import { randomBytes } from 'node:crypto';
import { err, ok, type Result } from '@netzero/core';
import type { Database } from '../../persistence/database.js';
import type { StatementNaming } from '../../persistence/statement-names.js';
import type { ServerClock } from '../../services/ports/clock.port.js';
import type { JobQueue } from '../../services/ports/job-queue.port.js';
import {
  type CheckoutSessionRequest,
  type CheckoutSessionState,
  type OpenedCheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderRefund,
  type RefundRequest,
  withSessionId,
} from '../../services/ports/payment-provider.port.js';
import { firstMonthlyPeriodEnd, nextMonthlyPeriodEnd } from './sandbox-billing-period.js';
import {
  parseSandboxEvent,
  sandboxInvoicePaidEvent,
  sandboxSessionEvent,
  sandboxSubscriptionDeletedEvent,
} from './sandbox-events.js';
import { effectiveStatus, SandboxRecords, type SandboxSession } from './sandbox-records.js';
import { SandboxRefunds } from './sandbox-refunds.js';
import { verifySandboxSignature } from './sandbox-signature.js';
import { SandboxSubscriptionRecords } from './sandbox-subscription-records.js';
import { SandboxWebhookSender, type WebhookDelivery } from './sandbox-webhook-sender.js';

/**
 * A session lives at least 30 minutes and at most 24 hours, whatever was asked, as Stripe's do.
 * The sandbox rehearses production: there a session outlives a shorter reservation, so a buyer
 * can pay after the reservation ended, and that late payment must be handled (refunded).
 */
export const SESSION_LIFETIME_MS = { min: 30 * 60_000, max: 24 * 60 * 60_000 } as const;

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
  readonly #subscriptions: SandboxSubscriptionRecords;
  readonly #refunds: SandboxRefunds;
  readonly #clock: ServerClock;
  readonly #publicUrl: string;
  readonly #secret: string;
  readonly #webhooks: SandboxWebhookSender;

  /** `jobs` carries every event to our webhook route (see deliverQueuedEvents). */
  constructor(deps: {
    db: Database;
    jobs: JobQueue;
    clock: ServerClock;
    publicUrl: string;
    webhookSecret: string;
    /** How its hot statements are prepared (DATABASE_NAMED_STATEMENTS). */
    naming?: StatementNaming;
  }) {
    this.#records = new SandboxRecords(deps.db, deps.jobs, deps.naming);
    this.#subscriptions = new SandboxSubscriptionRecords(deps.db, deps.jobs);
    this.#refunds = new SandboxRefunds(this.#records, this.#subscriptions, deps.clock);
    this.#clock = deps.clock;
    this.#publicUrl = deps.publicUrl.replace(/\/+$/, '');
    this.#secret = deps.webhookSecret;
    this.#webhooks = new SandboxWebhookSender(deps.clock, deps.webhookSecret);
  }

  /** Where every event goes: the composition root passes a signed POST through our real webhook route. */
  deliverWebhooksTo(deliver: WebhookDelivery): void {
    this.#webhooks.deliverTo(deliver);
  }

  /**
   * Runs one 'deliver-payment-events' job: signs its events now and delivers them in order;
   * throws when the receiver refused one, so the queue retries the job with backoff.
   */
  deliverQueuedEvents(payload: unknown): Promise<void> {
    return this.#webhooks.deliver(payload);
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<OpenedCheckoutSession> {
    const id = `cs_sandbox_${randomBytes(24).toString('base64url')}`;
    const now = this.#clock.now();
    const expiresAt = new Date(
      Math.min(
        Math.max(request.expiresAt.getTime(), now.getTime() + SESSION_LIFETIME_MS.min),
        now.getTime() + SESSION_LIFETIME_MS.max,
      ),
    );
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
        expiresAt,
      },
      now,
    );
    return { sessionId: id, url: `${this.#publicUrl}/sandbox/checkout/${id}`, expiresAt };
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
    const events = [sandboxSubscriptionDeletedEvent(subscriptionId)];
    await this.#subscriptions.cancelSubscription(subscriptionId, {
      events,
      now: this.#clock.now(),
    });
  }

  /**
   * Ends open sessions whose time is up: each is marked expired and its `checkout.session.expired`
   * enqueued in one transaction, so calling again (here or in another process) does nothing new.
   * Returns the number of sessions expired.
   */
  async expireDue(now: Date): Promise<number> {
    let expired = 0;
    for (const session of await this.#records.dueSessions(now)) {
      const events = [sandboxSessionEvent('checkout.session.expired', session.id)];
      if (await this.#records.markExpired(session.id, { events, now })) expired += 1;
    }
    return expired;
  }

  /**
   * Bills every period of active subscriptions that has ended by `now`: one `invoice.paid`
   * (subscription_cycle) per period, enqueued in the transaction that moves the subscription on
   * one calendar month. The move is conditional on the period it starts from, and ids derive from
   * the subscription and period, so calling again for the same `now` emits nothing new. Returns
   * the number of invoices issued.
   */
  async renewDue(now: Date): Promise<number> {
    let issued = 0;
    for (const subscription of await this.#subscriptions.dueSubscriptions(now)) {
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
        const announced = { events: [invoice], now };
        if (
          !(await this.#subscriptions.advanceSubscription(
            subscription.id,
            periodEnd,
            next,
            announced,
          ))
        )
          break;
        issued += 1;
        periodEnd = next;
      }
    }
    return issued;
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
    // One job for both: the first invoice must reach our server after the completion that
    // creates its subscription there (before it, the first period's end would be ignored).
    const events: PaymentEvent[] = [sandboxSessionEvent('checkout.session.completed', found.id)];
    if (subscription) {
      events.push(
        sandboxInvoicePaidEvent({
          subscriptionId: subscription.id,
          periodEnd: subscription.currentPeriodEnd,
          amountPaidCents: found.amountTotalCents,
          billingReason: 'subscription_create',
        }),
      );
    }
    const session = await this.#records.completeSession(sessionId, subscription, { events, now });
    if (!session) return err('NOT_OPEN');
    return ok({ redirectUrl: withSessionId(session.successUrl, session.id) });
  }

  /** The success card was declined: the session stays open and the decline is counted. */
  async decline(sessionId: string): Promise<void> {
    await this.#records.recordDecline(sessionId);
  }

  /** The buyer cancelled: the session ends now, `checkout.session.expired` goes out, and the buyer goes back. */
  async cancel(sessionId: string): Promise<Result<{ redirectUrl: string }, SandboxSessionProblem>> {
    const events = [sandboxSessionEvent('checkout.session.expired', sessionId)];
    const session = await this.#records.endSessionNow(sessionId, {
      events,
      now: this.#clock.now(),
    });
    if (!session)
      return err((await this.#records.findSession(sessionId)) ? 'NOT_OPEN' : 'NOT_FOUND');
    // Our cancel address is the return page's, with the session's id to look up like any other.
    return ok({ redirectUrl: withSessionId(session.cancelUrl, session.id) });
  }

  /** The provider's time (the hosted page judges a card's expiry by it). */
  now(): Date {
    return this.#clock.now();
  }

  /**
   * Refunds a checkout session's or a renewal invoice's payment in full (SandboxRefunds): the
   * refund is recorded and `payment.refunded` enqueued in one transaction; a payment refunded
   * before answers its refund. Throws for a payment the sandbox never took.
   */
  refund(request: RefundRequest): Promise<ProviderRefund> {
    return this.#refunds.refund(request.payment);
  }
}
