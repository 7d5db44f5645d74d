import Stripe from 'stripe';
import type {
  PaymentReference,
  ProviderRefund,
  RefundRequest,
} from '../../services/ports/payment-provider.port.js';
import { stripeFailure } from './stripe-errors.js';
import { INVOICE_ID, idOf, SESSION_ID, validId } from './stripe-ids.js';

/**
 * Refunds the PaymentIntent behind our payment reference in full, once per idempotency key.
 * A payment refunded before answers its first refund, so a retried job does not fail.
 * Throws a plain Error when Stripe cannot be reached or refuses, or the reference names no payment.
 */
export async function refundStripePayment(
  stripe: Stripe,
  request: RefundRequest,
): Promise<ProviderRefund> {
  const paymentIntentId = await paymentIntentOf(stripe, request.payment);
  if (!paymentIntentId) throw new Error('Stripe could not refund a payment (no payment found).');
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: paymentIntentId,
        // Stripe's reasons have none for a payment that came too late; our reason is the metadata.
        ...(request.reason === 'requested' ? { reason: 'requested_by_customer' as const } : {}),
        metadata: { reason: request.reason },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { refundId: refund.id };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded'))
      throw stripeFailure('refund a payment', error);
    return existingRefund(stripe, paymentIntentId, error);
  }
}

async function existingRefund(
  stripe: Stripe,
  paymentIntentId: string,
  refusal: unknown,
): Promise<ProviderRefund> {
  let refund: Stripe.Refund | undefined;
  try {
    refund = (await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 1 })).data[0];
  } catch (error) {
    throw stripeFailure('read the refunds of a payment', error);
  }
  if (!refund) throw stripeFailure('refund a payment', refusal);
  return { refundId: refund.id };
}

/** The PaymentIntent that took our payment; null when the reference names none at Stripe. */
async function paymentIntentOf(stripe: Stripe, payment: PaymentReference): Promise<string | null> {
  const sessionId = validId(SESSION_ID, payment.sessionId);
  const invoiceId = validId(INVOICE_ID, payment.invoiceId);
  try {
    if (sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      // Payment mode names its PaymentIntent; subscription mode its first invoice, paid by one.
      const paymentIntentId = idOf(session.payment_intent);
      if (paymentIntentId) return paymentIntentId;
      const firstInvoiceId = validId(INVOICE_ID, idOf(session.invoice));
      return firstInvoiceId ? await invoicePaymentIntent(stripe, firstInvoiceId) : null;
    }
    return invoiceId ? await invoicePaymentIntent(stripe, invoiceId) : null;
  } catch (error) {
    throw stripeFailure('find the payment to refund', error);
  }
}

async function invoicePaymentIntent(stripe: Stripe, invoiceId: string): Promise<string | null> {
  // Since API version 2025-03-31 (this SDK pins a later one) an invoice no longer names its
  // PaymentIntent; its payments do, and are returned only when expanded.
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  const paid = (invoice.payments?.data ?? []).find(
    (payment) => payment.status === 'paid' && payment.payment.payment_intent,
  );
  return idOf(paid?.payment.payment_intent);
}
