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

/** The home page's 'Still got some questions' form (spec §3 'Enquiry', §5 rules). */
export class EnquiryService {
  readonly #enquiries: EnquiryRepository;

  constructor(deps: { enquiries: EnquiryRepository }) {
    this.#enquiries = deps.enquiries;
  }

  /**
   * Stores an enquiry that passes the same rules as the form (the core's validateEnquiry), with
   * every value trimmed; otherwise stores nothing and returns each invalid field's message code.
   */
  async submit(input: EnquiryInput): Promise<Result<{ id: number }, FieldErrors<EnquiryField>>> {
    const enquiry = {
      name: input.name.trim(),
      organization: input.organization.trim(),
      phoneNumber: input.phoneNumber.trim(),
      email: input.email.trim(),
      enquiry: input.enquiry.trim(),
    };
    const errors = validateEnquiry(enquiry);
    if (hasErrors(errors)) return err(errors);
    return ok({ id: await this.#enquiries.create(enquiry) });
  }
}
