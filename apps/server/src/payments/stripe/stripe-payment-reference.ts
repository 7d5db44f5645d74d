import type Stripe from 'stripe';
import type { PaymentReference } from '../../services/ports/payment-provider.port.js';
import { stripeFailure } from './stripe-errors.js';
import {
  INVOICE_ID,
  invoiceSubscriptionId,
  PAYMENT_INTENT_ID,
  type StripeInvoice,
  SUBSCRIPTION_ID,
  validId,
} from './stripe-ids.js';

/** How a charge or dispute names the payment it is about. */
export interface StripePaymentIds {
  readonly paymentIntentId: string | null;
  /**
   * The charge's invoice on API versions before 2025-03-31: an id, or null for a charge of no
   * invoice. Undefined when the payload does not say (newer versions, disputes).
   */
  readonly legacyInvoiceId?: string | null;
}

/**
 * Which of our payments a Stripe payment is: its payment-mode Checkout Session, or the
 * subscription invoice it paid (with the session too for a subscription's first invoice).
 * Null for a payment of no session nor subscription invoice (not ours). Throws a plain Error
 * when Stripe cannot be asked, so the webhook delivery fails and Stripe sends it again.
 */
export async function findPaymentReference(
  stripe: Stripe,
  ids: StripePaymentIds,
): Promise<PaymentReference | null> {
  const paymentIntentId = validId(PAYMENT_INTENT_ID, ids.paymentIntentId);
  try {
    if (ids.legacyInvoiceId !== undefined) {
      // An older API version says on the charge whether an invoice took the payment, which
      // spares the look-up that does not apply.
      if (ids.legacyInvoiceId !== null) {
        const invoiceId = validId(INVOICE_ID, ids.legacyInvoiceId);
        // Retrieved for its billing reason and subscription, which the charge does not carry.
        return invoiceId
          ? await subscriptionInvoice(stripe, await stripe.invoices.retrieve(invoiceId))
          : null;
      }
      return paymentIntentId ? await paymentSession(stripe, paymentIntentId) : null;
    }
    if (!paymentIntentId) return null;
    // Most of our payments are one-off orders: their session answers in one call.
    const reference = await paymentSession(stripe, paymentIntentId);
    if (reference) return reference;
    // Else an invoice may have been paid by it (API 2025-03-31+ lists an invoice's payments);
    // the invoice comes expanded in the same call, with its billing reason and subscription.
    const payments = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
      limit: 1,
      expand: ['data.invoice'],
    });
    const invoice = payments.data[0]?.invoice;
    if (!invoice || typeof invoice === 'string' || invoice.deleted) return null;
    return await subscriptionInvoice(stripe, invoice);
  } catch (error) {
    throw stripeFailure('find the payment of an event', error);
  }
}

async function paymentSession(
  stripe: Stripe,
  paymentIntentId: string,
): Promise<PaymentReference | null> {
  // A payment-mode Checkout Session names the PaymentIntent it created; Stripe lists by it.
  const sessions = await stripe.checkout.sessions.list({
    payment_intent: paymentIntentId,
    limit: 1,
  });
  const session = sessions.data[0];
  return session ? { sessionId: session.id, invoiceId: null } : null;
}

async function subscriptionInvoice(
  stripe: Stripe,
  invoice: StripeInvoice,
): Promise<PaymentReference | null> {
  const subscriptionId = validId(SUBSCRIPTION_ID, invoiceSubscriptionId(invoice));
  // An invoice of no subscription (a one-off invoice) is none of our payments.
  if (!invoice.id || !subscriptionId) return null;
  if (invoice.billing_reason !== 'subscription_create')
    return { sessionId: null, invoiceId: invoice.id };
  // The first period was paid through Checkout: our records know it by its session, which
  // Stripe lists by the subscription it created. A subscription no session of ours opened is not ours.
  const sessions = await stripe.checkout.sessions.list({ subscription: subscriptionId, limit: 1 });
  const session = sessions.data[0];
  return session ? { sessionId: session.id, invoiceId: invoice.id } : null;
}
