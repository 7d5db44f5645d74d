import type { GatewayResult } from './gateway-error.js';

/** An investment the form asks to reserve: both steps of the form (no card data, DESIGN §5). */
export interface InvestmentOrder {
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

/** A stored reservation and where to pay for it. */
export interface InvestmentReservation {
  readonly investmentId: number;
  /** The payment provider's hosted checkout url; '' when the server gave none. */
  readonly checkoutUrl: string;
  /** The server's message (the reserved notice of spec §8), '' when it sent none. */
  readonly message: string;
}

/** Whether a return from the payment page paid the investment. */
export interface InvestmentConfirmation {
  /** Whether the investment is paid. */
  readonly success: boolean;
}

/** Direct investment in a project (our server's addition to spec §7 for the investment form). */
export interface InvestmentsGateway {
  /** POST /api/investments: stores the reservation, e-mails it and opens its hosted checkout. */
  reserve(request: InvestmentOrder): GatewayResult<InvestmentReservation>;
  /** GET /api/investments/confirm?sessionId=: whether the provider's session paid the investment. */
  confirmPayment(sessionId: string): GatewayResult<InvestmentConfirmation>;
}
