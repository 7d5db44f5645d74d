import type Stripe from 'stripe';
import type { PaymentEvent } from '../../services/ports/payment-provider.port.js';
import {
  chargeRefunded,
  disputeClosed,
  disputeCreated,
  type StripePaymentEventReading,
} from './stripe-charge-events.js';
import { invoiceSubscriptionId, type StripeInvoice } from './stripe-ids.js';

/** What a verified Stripe event says: our event (or null: none), or one whose payment is to be found. */
export type StripeEventReading =
  | { readonly event: PaymentEvent | null }
  | StripePaymentEventReading;

type SubscriptionStatus = Extract<
  PaymentEvent,
  { type: 'customer.subscription.updated' }
>['status'];

function invoicePaid(eventId: string, invoice: StripeInvoice): PaymentEvent | null {
  const subscriptionId = invoiceSubscriptionId(invoice);
  // An invoice of no subscription (a one-off invoice) is none of our renewals.
  if (!invoice.id || !subscriptionId) return null;
  // The period the invoice pays for is on its subscription lines; period_end is the fallback
  // (for a renewal it is the end of the period just billed in arrears, i.e. the new period's start).
  const lineEnds = (invoice.lines?.data ?? [])
    .map((line) => line.period?.end)
    .filter((end) => typeof end === 'number');
  const periodEnd = lineEnds.length > 0 ? Math.max(...lineEnds) : invoice.period_end;
  return {
    id: eventId,
    type: 'invoice.paid',
    invoiceId: invoice.id,
    subscriptionId,
    billingReason: invoice.billing_reason ?? '',
    periodEnd: new Date(periodEnd * 1000),
    amountPaidCents: invoice.amount_paid,
  };
}

function invoicePaymentFailed(eventId: string, invoice: StripeInvoice): PaymentEvent | null {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!invoice.id || !subscriptionId) return null;
  return { id: eventId, type: 'invoice.payment_failed', invoiceId: invoice.id, subscriptionId };
}

// A trial bills like an active subscription; statuses we do not act on (incomplete, paused, or
// one this SDK does not know yet) are 'other'.
const SUBSCRIPTION_STATUSES = new Map<string, SubscriptionStatus>([
  ['active', 'active'],
  ['trialing', 'active'],
  ['past_due', 'past_due'],
  ['unpaid', 'unpaid'],
  ['canceled', 'canceled'],
]);

function subscriptionUpdated(eventId: string, subscription: Stripe.Subscription): PaymentEvent {
  return {
    id: eventId,
    type: 'customer.subscription.updated',
    subscriptionId: subscription.id,
    status: SUBSCRIPTION_STATUSES.get(subscription.status) ?? 'other',
  };
}

/**
 * What a verified Stripe event means to us. Pure: an event about a charge or dispute comes back
 * with the ids to find its payment by, which the caller looks up at Stripe. Throws on a payload
 * not shaped like the event it names.
 */
export function readStripeEvent(event: Stripe.Event): StripeEventReading {
  const found = (reading: StripePaymentEventReading | null) => reading ?? { event: null };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return {
        event: event.data.object.id
          ? { id: event.id, type: event.type, sessionId: event.data.object.id }
          : null,
      };
    case 'invoice.paid':
      return { event: invoicePaid(event.id, event.data.object) };
    case 'invoice.payment_failed':
      return { event: invoicePaymentFailed(event.id, event.data.object) };
    case 'customer.subscription.deleted':
      return {
        event: event.data.object.id
          ? { id: event.id, type: event.type, subscriptionId: event.data.object.id }
          : null,
      };
    case 'customer.subscription.updated':
      return {
        event: event.data.object.id ? subscriptionUpdated(event.id, event.data.object) : null,
      };
    case 'charge.refunded':
      return found(chargeRefunded(event.id, event.data.object));
    case 'charge.dispute.created':
      return found(disputeCreated(event.id, event.data.object));
    case 'charge.dispute.closed':
      return found(disputeClosed(event.id, event.data.object));
    default:
      return { event: null };
  }
}
