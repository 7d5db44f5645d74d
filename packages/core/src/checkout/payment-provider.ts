/** The payment provider path segment of the confirm call (GET /api/direct-order-checkout/{provider}/session/confirm). */
export type PaymentProviderName = 'sandbox' | 'stripe';

/** Prefix of the checkout session ids our sandbox provider issues. */
export const SANDBOX_SESSION_ID_PREFIX = 'cs_sandbox_';

/**
 * The provider that issued a checkout session id: 'sandbox' for ids starting 'cs_sandbox_',
 * else 'stripe' (its ids start 'cs_test_' or 'cs_live_'). Surrounding spaces are ignored.
 */
export function paymentProviderForSession(sessionId: string): PaymentProviderName {
  return sessionId.trim().startsWith(SANDBOX_SESSION_ID_PREFIX) ? 'sandbox' : 'stripe';
}
