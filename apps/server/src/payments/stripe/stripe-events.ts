import type Stripe from 'stripe';
import type { PaymentEvent } from '../../services/ports/payment-provider.port.js';
import { invoiceSubscriptionId, type StripeInvoice } from './stripe-ids.js';

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

/** The port's event for a verified Stripe event; null for the types we do not act on. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return event.data.object.id
        ? { id: event.id, type: event.type, sessionId: event.data.object.id }
        : null;
    case 'invoice.paid':
      return invoicePaid(event.id, event.data.object);
    case 'customer.subscription.deleted':
      return event.data.object.id
        ? { id: event.id, type: event.type, subscriptionId: event.data.object.id }
        : null;
    default:
      return null;
  }
}
