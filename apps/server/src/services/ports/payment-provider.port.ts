import type { Result } from '@netzero/core';

/**
 * The text a provider replaces with the checkout session's id in the return addresses (Stripe's
 * template variable); the sandbox fills it in the cancel address too.
 */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** A return address with the session's id in place of SESSION_ID_PLACEHOLDER. */
export function withSessionId(url: string, sessionId: string): string {
  return url.replaceAll(SESSION_ID_PLACEHOLDER, sessionId);
}

/** The payment providers we can run with. */
export type PaymentProviderName = 'sandbox' | 'stripe';

/** One line of a hosted checkout, priced in minor units of the session's currency. */
export interface CheckoutLine {
  readonly name: string;
  /** Tonnes for a project's line; 1 for a donation. */
  readonly quantity: number;
  readonly unitAmountCents: number;
  /** 'donation' for a calculator buyer's donation (no tonnes); absent for a project's tonnes. */
  readonly kind?: 'donation';
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
  /** Where the buyer goes after paying; SESSION_ID_PLACEHOLDER is replaced by the session id. */
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

/** Which payment a refund, dispute or failure is about: the checkout session that took it, or a renewal's invoice. */
export interface PaymentReference {
  /** The checkout session that took the payment (one-off payments and a subscription's first period). */
  readonly sessionId: string | null;
  /** The invoice a renewal was paid by (subscription mode, after the first period). */
  readonly invoiceId: string | null;
}

/** A full refund of one payment, asked of the provider. */
export interface RefundRequest {
  readonly payment: PaymentReference;
  /** Ours, e.g. 'refund-7': a retried call refunds once (Stripe's idempotency key). */
  readonly idempotencyKey: string;
  /** Why we refund (kept with the refund at the provider). */
  readonly reason: 'late-payment' | 'requested';
}

/** A refund the provider accepted (it may settle later; its event confirms it). */
export interface ProviderRefund {
  readonly refundId: string;
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
    }
  | {
      readonly id: string;
      /** Money went back to the buyer (Stripe: charge.refunded), by us, the dashboard or the provider. */
      readonly type: 'payment.refunded';
      readonly payment: PaymentReference;
      /** False for a partial refund: the order keeps its tonnes and an operator decides. */
      readonly fullyRefunded: boolean;
      readonly amountRefundedCents: number;
    }
  | {
      readonly id: string;
      /** The buyer's bank disputes the payment (Stripe: charge.dispute.created). */
      readonly type: 'payment.disputed';
      readonly payment: PaymentReference;
      readonly disputeId: string;
      readonly amountCents: number;
      readonly reason: string;
    }
  | {
      readonly id: string;
      /** A dispute ended (Stripe: charge.dispute.closed): won keeps the money, lost returns it to the buyer. */
      readonly type: 'dispute.closed';
      readonly payment: PaymentReference;
      readonly disputeId: string;
      /** The dispute's amount and reason again, so a dispute whose opening event was lost is recorded whole. */
      readonly amountCents: number;
      readonly reason: string;
      readonly outcome: 'won' | 'lost';
    }
  | {
      readonly id: string;
      /** A renewal's charge failed (Stripe: invoice.payment_failed); the provider retries it. */
      readonly type: 'invoice.payment_failed';
      readonly invoiceId: string;
      readonly subscriptionId: string;
    }
  | {
      readonly id: string;
      /** The provider's view of a subscription changed (Stripe: customer.subscription.updated). */
      readonly type: 'customer.subscription.updated';
      readonly subscriptionId: string;
      /** 'active' and 'trialing' bill; 'past_due' and 'unpaid' wait for a payment; 'canceled' has ended. */
      readonly status: 'active' | 'past_due' | 'unpaid' | 'canceled' | 'other';
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
   * parses it; ok(null) for a genuine event of a type we do not act on. Asynchronous because an
   * event may name a payment only by the provider's ids (Stripe's charge events): the adapter
   * looks up the session or invoice it belongs to, and throws when the provider cannot be asked
   * (the delivery then fails, and the provider delivers it again).
   */
  parseWebhook(
    rawBody: Buffer,
    signatureHeader: string | undefined,
  ): Promise<Result<PaymentEvent | null, 'INVALID_SIGNATURE'>>;
  /** Ends a subscription at once; no further renewals. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Refunds a payment in full. Idempotent by `request.idempotencyKey`; a payment refunded before
   * answers its existing refund. Throws when the provider cannot be reached or refuses.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
}
