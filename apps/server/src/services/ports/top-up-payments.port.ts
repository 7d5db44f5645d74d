import type { CheckoutSessionState } from './payment-provider.port.js';

/** The metadata `kind` of checkout sessions that top up a public API balance. */
export const TOP_UP_SESSION_KIND = 'api-top-up';

/**
 * Where the fulfilment of provider events hands the sessions of balance top-ups: the webhook and
 * the confirm calls end here for a session whose metadata kind is 'api-top-up'.
 */
export interface TopUpPayments {
  /** Credits the top-up of a session the provider reports paid, once; success when it is paid. */
  settle(session: CheckoutSessionState): Promise<{ success: boolean }>;
  /** Closes the PENDING top-up of an ended or refused session; whether one was closed. */
  closeSession(sessionId: string, status: 'FAILED' | 'EXPIRED'): Promise<boolean>;
}
