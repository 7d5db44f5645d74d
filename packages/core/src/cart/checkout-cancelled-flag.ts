/**
 * The return page's query flag for a checkout the buyer cancelled at a provider that cannot name
 * its session in the cancel address (Stripe fills {CHECKOUT_SESSION_ID} in success_url only): the
 * page then says the payment was not completed without asking the server about a session.
 */
export const CHECKOUT_CANCELLED_FLAG = 'cancelled';
