import type { CheckoutSessionState } from './payment-provider.port.js';

/** The metadata `kind` of checkout sessions that pay an investment (not an order). */
export const INVESTMENT_SESSION_KIND = 'investment';

/**
 * Where the fulfilment of provider events hands the sessions of investments: the webhook and the
 * order confirm call end here for a session whose metadata kind is 'investment'.
 */
export interface InvestmentPayments {
  /** Records the investment of a session the provider reports paid, once; success when it is paid. */
  settle(session: CheckoutSessionState): Promise<{ success: boolean }>;
  /** Closes the PENDING investment of an ended or refused session; whether one was closed. */
  closeSession(sessionId: string, status: 'FAILED' | 'EXPIRED'): Promise<boolean>;
}
