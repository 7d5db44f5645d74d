import type Stripe from 'stripe';

// Stripe ids are a prefix and letters, digits or underscores. An id that does not look like one
// is forged (it could carry a path or a query string), and is never sent to Stripe.

/** A Checkout Session id: cs_test_… or cs_live_…. */
export const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
/** A Subscription id. */
export const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9_]{1,250}$/;
/** An Invoice id. */
export const INVOICE_ID = /^in_[A-Za-z0-9_]{1,250}$/;
/** A PaymentIntent id. */
export const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;

/** The id of a field that is an id, an expanded object, or absent. */
export const idOf = (value: string | { readonly id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** An id that matches `pattern`, else null (a forged or missing id). */
export const validId = (pattern: RegExp, value: string | null | undefined): string | null =>
  typeof value === 'string' && pattern.test(value) ? value : null;

/** An invoice as events and older API versions render it. */
export type StripeInvoice = Stripe.Invoice & {
  // Before API version 2025-03-31 an invoice named its subscription at the top level; events are
  // rendered in the account's API version, so both places are read.
  readonly subscription?: string | { readonly id: string } | null;
};

/** The subscription an invoice bills, or null for an invoice of no subscription. */
export const invoiceSubscriptionId = (invoice: StripeInvoice): string | null =>
  idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
