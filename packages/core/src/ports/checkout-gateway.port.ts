import type { GatewayResult } from './gateway-error.js';

/** A direct checkout to open, by e-mail and without an account (spec §3 'Direct checkout session request'). */
export interface DirectCheckoutRequest {
  readonly email: string;
  /** Name printed on the receipt; the UI puts a default when the user left it empty. */
  readonly receiptName: string;
  readonly productId: number;
  /** Tonnes of CO2, a whole number of at least 1 (per month for a subscription). */
  readonly quantity: number;
  /** A calculator buyer's donation, in US cents, charged on its own line (one-time only; none when absent or 0). */
  readonly donationCents?: number;
  /** The page the payment provider sends the buyer back to. */
  readonly returnUrl: string;
  /** True for a monthly subscription of `quantity` tonnes. */
  readonly subscribe: boolean;
  /**
   * The page that opens it: spec §3 gives the one-time pages and the subscription page each their
   * own spelling of the request, and the app keeps sending both (DESIGN §5 'Contract fidelity').
   */
  readonly page: 'one-time' | 'subscription';
}

/** An opened checkout: where to send the user to pay. */
export interface CheckoutSession {
  /** The payment provider's hosted checkout url; '' when the server gave none. */
  readonly checkoutUrl: string;
  /** The server's message, '' when it sent none. */
  readonly message: string;
}

/** The price of a product. */
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

/** What a return from the payment page came to. */
export interface PaymentConfirmation {
  /** Whether the payment went through. */
  readonly success: boolean;
  /** The payment came after the reservation ended and its tonnes were sold: it is refunded. */
  readonly refunded?: boolean;
  /** When paid: the order's public certificate page, a path on the server (our server sends it). */
  readonly certificateUrl?: string;
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
