import { CHECKOUT_CANCELLED_FLAG } from '@netzero/core';
import type Stripe from 'stripe';
import {
  type CheckoutSessionRequest,
  SESSION_ID_PLACEHOLDER,
} from '../../services/ports/payment-provider.port.js';

/** The earliest expires_at Stripe accepts for a Checkout Session: 30 minutes ahead, in milliseconds. */
export const STRIPE_MIN_SESSION_MS = 30 * 60 * 1000;

/** The latest expires_at Stripe accepts for a Checkout Session: 24 hours ahead, in milliseconds. */
export const STRIPE_MAX_SESSION_MS = 24 * 60 * 60 * 1000;

// Room for the request's time in flight and small clock differences, so Stripe never refuses
// an expiry that was just inside its window when we computed it.
const MARGIN_MS = 60 * 1000;

/**
 * The Unix time (seconds) to send as expires_at: the requested time, clamped into Stripe's window
 * (with a minute's margin on each side). A requested time under 30 minutes away becomes about
 * 31 minutes: the order's reservation may then end before the session does, so a payment that
 * arrives after it is handled by fulfilment like any late payment.
 */
export function stripeExpiresAt(requested: Date, now: Date): number {
  const earliest = now.getTime() + STRIPE_MIN_SESSION_MS + MARGIN_MS;
  const latest = now.getTime() + STRIPE_MAX_SESSION_MS - MARGIN_MS;
  return Math.floor(Math.min(latest, Math.max(earliest, requested.getTime())) / 1000);
}

/**
 * The cancel address as Stripe can serve it: Stripe fills the session id into success_url only, so
 * a cancel address would arrive with the placeholder itself; it says 'cancelled' instead.
 */
export function stripeCancelUrl(cancelUrl: string): string {
  return cancelUrl.replace(`session_id=${SESSION_ID_PLACEHOLDER}`, `${CHECKOUT_CANCELLED_FLAG}=1`);
}

/** The Checkout Session to create for our request: price_data per line, monthly in subscription mode. */
export function stripeCheckoutParams(
  request: CheckoutSessionRequest,
  now: Date,
): Stripe.Checkout.SessionCreateParams {
  const currency = request.currency.toLowerCase();
  const recurring =
    request.mode === 'subscription' ? { recurring: { interval: 'month' as const } } : {};
  const metadata = { ...request.metadata };
  return {
    mode: request.mode,
    line_items: request.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency,
        unit_amount: line.unitAmountCents,
        product_data: { name: line.name },
        ...recurring,
      },
    })),
    client_reference_id: request.reference,
    customer_email: request.customerEmail,
    success_url: request.successUrl,
    cancel_url: stripeCancelUrl(request.cancelUrl),
    expires_at: stripeExpiresAt(request.expiresAt, now),
    metadata,
    // Our references travel on the payment or the subscription too, so a charge, a refund, a
    // dispute or an invoice seen in Stripe's dashboard or webhooks leads back to the order.
    ...(request.mode === 'subscription'
      ? { subscription_data: { metadata } }
      : { payment_intent_data: { metadata } }),
  };
}
