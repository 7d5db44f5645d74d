import { err, ok, type Result } from '@netzero/core';
import Stripe from 'stripe';
import type {
  CheckoutSessionRequest,
  CheckoutSessionState,
  OpenedCheckoutSession,
  PaymentEvent,
  PaymentProvider,
  ProviderRefund,
  RefundRequest,
} from '../../services/ports/payment-provider.port.js';
import { stripeCheckoutParams } from './stripe-checkout-params.js';
import { isStripeNotFound, stripeFailure } from './stripe-errors.js';
import { readStripeEvent, type StripeEventReading } from './stripe-events.js';
import { SESSION_ID, SUBSCRIPTION_ID } from './stripe-ids.js';
import { findPaymentReference } from './stripe-payment-reference.js';
import { refundStripePayment } from './stripe-refunds.js';

/** How far a webhook's timestamp may be from our clock, in seconds (Stripe's default). */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** How to reach Stripe: the keys, and (for tests against a local server) where its API is. */
export interface StripePaymentProviderOptions {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly apiHost?: string;
  readonly apiPort?: number;
  readonly apiProtocol?: 'http' | 'https';
}

/**
 * Stripe Checkout behind our payment port: hosted Checkout Sessions in payment or subscription
 * mode, webhooks verified with the signing secret (charge events resolved to our payment),
 * subscriptions cancelled and payments refunded through the API.
 * Every Stripe error is translated here into a plain Error with a safe message.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(options: StripePaymentProviderOptions) {
    this.#webhookSecret = options.webhookSecret;
    this.#stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(options.apiHost === undefined ? {} : { host: options.apiHost }),
      ...(options.apiPort === undefined ? {} : { port: options.apiPort }),
      ...(options.apiProtocol === undefined ? {} : { protocol: options.apiProtocol }),
    });
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<OpenedCheckoutSession> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.#stripe.checkout.sessions.create(
        stripeCheckoutParams(request, new Date()),
        // One session per record of ours, however often the call is retried (24 h at Stripe).
        { idempotencyKey: `checkout-session-${request.reference}` },
      );
    } catch (error) {
      throw stripeFailure('create a checkout session', error);
    }
    if (!session.url) throw new Error('Stripe opened a checkout session without a URL.');
    return {
      sessionId: session.id,
      url: session.url,
      expiresAt: new Date(session.expires_at * 1000),
    };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    let session: Stripe.Checkout.Session;
    try {
      session = await this.#stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (isStripeNotFound(error)) return null;
      throw stripeFailure('read a checkout session', error);
    }
    const subscription = session.subscription;
    return {
      id: session.id,
      // A status this SDK does not know yet is treated as still open: it fulfils nothing.
      status:
        session.status === 'complete'
          ? 'complete'
          : session.status === 'expired'
            ? 'expired'
            : 'open',
      // Only money received counts: 'unpaid' and 'no_payment_required' both fulfil nothing.
      paymentStatus: session.payment_status === 'paid' ? 'paid' : 'unpaid',
      amountTotalCents: session.amount_total ?? 0,
      currency: (session.currency ?? '').toUpperCase(),
      metadata: { ...(session.metadata ?? {}) },
      subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
    };
  }

  async parseWebhook(
    rawBody: Buffer,
    signatureHeader: string | undefined,
  ): Promise<Result<PaymentEvent | null, 'INVALID_SIGNATURE'>> {
    if (!signatureHeader || !this.#webhookSecret) return err('INVALID_SIGNATURE');
    let event: Stripe.Event;
    try {
      event = this.#stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.#webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      // Missing or wrong signature, tampered body, stale timestamp, or a body that is not JSON.
      return err('INVALID_SIGNATURE');
    }
    let reading: StripeEventReading;
    try {
      reading = readStripeEvent(event);
    } catch {
      // Signed by Stripe but not shaped like the event it names: nothing we can act on.
      return ok(null);
    }
    if ('event' in reading) return ok(reading.event);
    // Outside the try above: when Stripe cannot be asked this throws, the delivery fails and
    // Stripe sends it again; a payment of no session or subscription invoice is not ours.
    const payment = await findPaymentReference(this.#stripe, reading.payment);
    return ok(payment ? reading.complete(payment) : null);
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    if (!SUBSCRIPTION_ID.test(subscriptionId)) return;
    try {
      await this.#stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      // Nothing to cancel: Stripe no longer has it, so no renewal can follow.
      if (isStripeNotFound(error)) return;
      throw stripeFailure('cancel a subscription', error);
    }
  }

  refund(request: RefundRequest): Promise<ProviderRefund> {
    return refundStripePayment(this.#stripe, request);
  }
}
