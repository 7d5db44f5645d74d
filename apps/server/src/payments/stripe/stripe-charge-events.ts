import type Stripe from 'stripe';
import type { PaymentEvent, PaymentReference } from '../../services/ports/payment-provider.port.js';
import { idOf } from './stripe-ids.js';
import type { StripePaymentIds } from './stripe-payment-reference.js';

/** An event about a payment Stripe names by its own ids: ours once the payment is found. */
export interface StripePaymentEventReading {
  readonly payment: StripePaymentIds;
  readonly complete: (payment: PaymentReference) => PaymentEvent;
}

type Charge = Stripe.Charge & {
  // Before API version 2025-03-31 a charge named the invoice it paid (null for none).
  readonly invoice?: string | { readonly id: string } | null;
};

// A dispute names the PaymentIntent it is about (a charge of none is not from Checkout, so not ours).
const disputedPayment = (dispute: Stripe.Dispute): StripePaymentIds => ({
  paymentIntentId: idOf(dispute.payment_intent),
});

/** charge.refunded: how much went back, and whether all of it. */
export function chargeRefunded(eventId: string, charge: Charge): StripePaymentEventReading | null {
  if (typeof charge.amount_refunded !== 'number') return null;
  return {
    payment: {
      paymentIntentId: idOf(charge.payment_intent),
      // Present (an id or null) only on older API versions; then it spares a look-up.
      ...('invoice' in charge ? { legacyInvoiceId: idOf(charge.invoice) } : {}),
    },
    complete: (payment) => ({
      id: eventId,
      type: 'payment.refunded',
      payment,
      fullyRefunded: charge.refunded === true,
      amountRefundedCents: charge.amount_refunded,
    }),
  };
}

/** charge.dispute.created: the buyer's bank took the amount back while the dispute runs. */
export function disputeCreated(
  eventId: string,
  dispute: Stripe.Dispute,
): StripePaymentEventReading | null {
  if (!dispute.id || typeof dispute.amount !== 'number') return null;
  return {
    payment: disputedPayment(dispute),
    complete: (payment) => ({
      id: eventId,
      type: 'payment.disputed',
      payment,
      disputeId: dispute.id,
      amountCents: dispute.amount,
      reason: dispute.reason ?? '',
    }),
  };
}

/** charge.dispute.closed: won (or a warning closed: no money moved) keeps the money; else lost. */
export function disputeClosed(
  eventId: string,
  dispute: Stripe.Dispute,
): StripePaymentEventReading | null {
  if (!dispute.id || typeof dispute.status !== 'string' || typeof dispute.amount !== 'number')
    return null;
  const won = dispute.status === 'won' || dispute.status === 'warning_closed';
  return {
    payment: disputedPayment(dispute),
    complete: (payment) => ({
      id: eventId,
      type: 'dispute.closed',
      payment,
      disputeId: dispute.id,
      amountCents: dispute.amount,
      reason: dispute.reason ?? '',
      outcome: won ? 'won' : 'lost',
    }),
  };
}
