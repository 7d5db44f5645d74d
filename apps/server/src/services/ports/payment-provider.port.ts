import type { Result } from '@netzero/core';

/** The payment providers we can run with. */
export type PaymentProviderName = 'sandbox' | 'stripe';

/** One line of a hosted checkout, priced in minor units of the session's currency. */
export interface CheckoutLine {
  readonly name: string;
  readonly quantity: number;
  readonly unitAmountCents: number;
}

/** What a hosted checkout session is opened with. */
export interface CheckoutSessionRequest {
  /**
   * Our record the session pays for, e.g. 'order-12' or 'investment-3': kept with the payment at
   * the provider (Stripe: client_reference_id, and the idempotency key of the call that opens it).
   */
  readonly reference: string;
  /** 'payment' charges once; 'subscription' charges now and then monthly. */
  readonly mode: 'payment' | 'subscription';
  readonly lines: readonly CheckoutLine[];
  /** ISO 4217, e.g. 'USD'. */
  readonly currency: string;
  readonly customerEmail: string;
  /** Where the buyer goes after paying; the text {CHECKOUT_SESSION_ID} is replaced by the session id. */
  readonly successUrl: string;
  /** Where the buyer goes on Cancel. */
  readonly cancelUrl: string;
  /** When the session should stop accepting payment; the provider may keep it open longer. */
  readonly expiresAt: Date;
  /** Our references, echoed back on the session and its events (orderId always). */
  readonly metadata: Readonly<Record<string, string>>;
}

/** A hosted checkout the provider opened: where to send the buyer, and until when it takes payment. */
export interface OpenedCheckoutSession {
  readonly sessionId: string;
  readonly url: string;
  /** When the session really stops accepting payment (Stripe keeps a session at least ~31 minutes). */
  readonly expiresAt: Date;
}

/** A checkout session as the provider reports it now (never as the buyer's browser claims). */
export interface CheckoutSessionState {
  readonly id: string;
  readonly status: 'open' | 'complete' | 'expired';
  readonly paymentStatus: 'paid' | 'unpaid';
  readonly amountTotalCents: number;
  readonly currency: string;
  readonly metadata: Readonly<Record<string, string>>;
  /** The provider's subscription, for sessions in subscription mode once completed. */
  readonly subscriptionId: string | null;
}

/** The provider events we act on (a webhook delivery, verified and parsed). */
export type PaymentEvent =
  | {
      readonly id: string;
      readonly type:
        | 'checkout.session.completed'
        | 'checkout.session.async_payment_succeeded'
        | 'checkout.session.async_payment_failed'
        | 'checkout.session.expired';
      readonly sessionId: string;
    }
  | {
      readonly id: string;
      readonly type: 'invoice.paid';
      readonly invoiceId: string;
      readonly subscriptionId: string;
      /** 'subscription_create' for the first period (paid through checkout), 'subscription_cycle' for renewals. */
      readonly billingReason: string;
      readonly periodEnd: Date;
      readonly amountPaidCents: number;
    }
  | {
      readonly id: string;
      readonly type: 'customer.subscription.deleted';
      readonly subscriptionId: string;
    };

/** A card payment provider with hosted checkout (Stripe, or our sandbox). Vendor errors never leak. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a hosted checkout; the buyer is sent to `url`. */
  createCheckoutSession(request: CheckoutSessionRequest): Promise<OpenedCheckoutSession>;
  /** The session as the provider knows it; null when it has no such session. */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState | null>;
  /**
   * Verifies a webhook delivery (signature over the raw body, timestamp within tolerance) and
   * parses it; ok(null) for a genuine event of a type we do not act on.
   */
  parseWebhook(
    rawBody: Buffer,
    signatureHeader: string | undefined,
  ): Result<PaymentEvent | null, 'INVALID_SIGNATURE'>;
  /** Ends a subscription at once; no further renewals. */
  cancelSubscription(subscriptionId: string): Promise<void>;
}
