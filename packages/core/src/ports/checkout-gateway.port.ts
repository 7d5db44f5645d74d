import type { GatewayResult } from './gateway-error.js';

/** Fields every direct checkout request carries (spec §3 'Direct checkout session request'). */
interface DirectCheckoutBase {
  readonly email: string;
  /** Name printed on the receipt; the UI puts a default when the user left it empty. */
  readonly receiptName: string;
  readonly productId: number;
  /** Tonnes of CO2, a whole number of at least 1. */
  readonly quantity: number;
  /** Direct checkout is paid by card (spec §9). */
  readonly paymentMethod: 'CARD';
}

/**
 * Body of POST /api/direct-order-checkout/create-session, in either spelling of spec §3:
 * the one-time page sends redirectUrl/subscribe, the subscription page redirectionUrl/subscription.
 */
export type DirectCheckoutRequest =
  | (DirectCheckoutBase & { readonly redirectUrl: string; readonly subscribe: boolean })
  | (DirectCheckoutBase & { readonly redirectionUrl: string; readonly subscription: boolean });

/** Reply of create-session: where to send the user to pay. */
export interface CheckoutSession {
  /** The payment provider's hosted checkout url; '' when the reply had none. */
  readonly checkoutUrl: string;
  /** The server's message, '' when it sent none. */
  readonly message: string;
}

/** Reply of the price call. */
export interface ProductPrice {
  /** Price of one tonne of CO2, in dollars. */
  readonly price: number;
}

/** What the payment return page asks to confirm. */
export interface PaymentConfirmRequest {
  /** The payment provider's path segment, e.g. 'stripe' or 'sandbox'. */
  readonly provider: string;
  /** The provider's checkout session id (the session_id query parameter). */
  readonly sessionId: string;
}

/** Reply of the confirm call. */
export interface PaymentConfirmation {
  /** Whether the payment went through. */
  readonly success: boolean;
}

/** Direct checkout by e-mail, without an account (spec §7 /api/direct-order-checkout calls). */
export interface CheckoutGateway {
  /** GET /api/direct-order-checkout/price?productId=N (DESIGN §5 sends the id the spec forgot). */
  getPrice(productId: number): GatewayResult<ProductPrice>;
  /** POST /api/direct-order-checkout/create-session. */
  createSession(request: DirectCheckoutRequest): GatewayResult<CheckoutSession>;
  /** GET /api/direct-order-checkout/{provider}/session/confirm?sessionId=. */
  confirmPayment(request: PaymentConfirmRequest): GatewayResult<PaymentConfirmation>;
}
