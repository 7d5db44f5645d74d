import {
  type EnquiryField,
  type EnquiryInput,
  err,
  type FieldErrors,
  hasErrors,
  ok,
  type Result,
  validateEnquiry,
} from '@netzero/core';
import type { EnquiryRepository } from '../ports/enquiry.repository.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import { clientNetwork } from '../shared/client-network.js';
import { hitRateLimits, type RateLimited } from '../shared/rate-limits.js';
import { enquiryCopyEmail } from './enquiry-email.js';
import { enquiryOperatorEmail } from './enquiry-operator-email.js';
import { ENQUIRIES_PER_EMAIL, ENQUIRIES_PER_IP } from './enquiry-rate-limits.js';

/** Why an enquiry was not stored: invalid fields (their message codes), or too many enquiries. */
export type EnquiryFailure =
  | { readonly code: 'API.INVALID_REQUEST'; readonly fields: FieldErrors<EnquiryField> }
  | RateLimited;

/** The home page's 'Still got some questions' form (spec §3 'Enquiry', §5 rules). */
export class EnquiryService {
  readonly #enquiries: EnquiryRepository;
  readonly #rateLimiter: RateLimiter;
  readonly #publicUrl: string;

  constructor(deps: { enquiries: EnquiryRepository; rateLimiter: RateLimiter; publicUrl: string }) {
    this.#enquiries = deps.enquiries;
    this.#rateLimiter = deps.rateLimiter;
    this.#publicUrl = deps.publicUrl;
  }

  /**
   * Stores an enquiry that passes the same rules as the form (the core's validateEnquiry), with
   * every value trimmed, and queues its copy to the enquirer and a notice to each operator, unless its address or e-mail sent too many already; otherwise stores
   * nothing and returns each invalid field's message code, or the wait.
   */
  async submit(
    input: EnquiryInput,
    clientIp: string,
  ): Promise<Result<{ id: number }, EnquiryFailure>> {
    const enquiry = {
      name: input.name.trim(),
      organization: input.organization.trim(),
      phoneNumber: input.phoneNumber.trim(),
      email: input.email.trim(),
      enquiry: input.enquiry.trim(),
    };
    const fields = validateEnquiry(enquiry);
    if (hasErrors(fields)) return err({ code: 'API.INVALID_REQUEST', fields });
    const limited = await hitRateLimits(this.#rateLimiter, [
      [`enquiry:ip:${clientNetwork(clientIp)}`, ENQUIRIES_PER_IP],
      [`enquiry:email:${enquiry.email.toLowerCase()}`, ENQUIRIES_PER_EMAIL],
    ]);
    if (limited) return err(limited);
    const id = await this.#enquiries.create(
      enquiry,
      (newId) => enquiryCopyEmail(enquiry, newId),
      (newId, to) => enquiryOperatorEmail(enquiry, newId, to, this.#publicUrl),
    );
    return ok({ id });
  }
}
