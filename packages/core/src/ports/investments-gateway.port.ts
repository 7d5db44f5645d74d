import type { GatewayResult } from './gateway-error.js';

/** Body of POST /api/investments: both steps of the investment form (no card data, DESIGN §5). */
export interface InvestmentRequest {
  /** The investment project's id (1–6, INVESTMENT_PROJECTS). */
  readonly projectId: number;
  readonly businessName: string;
  /** Whole tonnes of CO2, at least 1. */
  readonly tons: number;
  readonly email: string;
  readonly fullName: string;
  readonly address: string;
  /** The page the payment provider sends the investor back to (honoured only on our origin). */
  readonly redirectUrl: string;
}

/** Reply of POST /api/investments: the stored reservation and where to pay for it. */
export interface InvestmentReservation {
  readonly investmentId: number;
  /** The payment provider's hosted checkout url; '' when the reply had none. */
  readonly checkoutUrl: string;
  /** The server's message (the reserved notice of spec §8), '' when it sent none. */
  readonly message: string;
}

/** Reply of the investment confirm call. */
export interface InvestmentConfirmation {
  /** Whether the investment is paid. */
  readonly success: boolean;
}

/** Direct investment in a project (our server's addition to spec §7 for the investment form). */
export interface InvestmentsGateway {
  /** POST /api/investments: stores the reservation, e-mails it and opens its hosted checkout. */
  reserve(request: InvestmentRequest): GatewayResult<InvestmentReservation>;
  /** GET /api/investments/confirm?sessionId=: whether the provider's session paid the investment. */
  confirmPayment(sessionId: string): GatewayResult<InvestmentConfirmation>;
}
