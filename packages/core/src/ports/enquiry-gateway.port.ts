import type { GatewayResult } from './gateway-error.js';

/** The home page's enquiry form (spec §3 'Enquiry'). */
export interface Enquiry {
  readonly name: string;
  readonly organization: string;
  /** Exactly 10 digits (spec §5). */
  readonly phoneNumber: string;
  readonly email: string;
  /** The question itself. */
  readonly enquiry: string;
}

/** Sends enquiries (POST /api/questionnaires, spec §7); the reply body is not used. */
export interface EnquiryGateway {
  submit(enquiry: Enquiry): GatewayResult<void>;
}
