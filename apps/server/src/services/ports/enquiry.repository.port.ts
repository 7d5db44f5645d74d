import type { Enquiry } from '@netzero/core';

/** Stored enquiries. */
export interface EnquiryRepository {
  /** Stores an enquiry and returns its id. */
  create(enquiry: Enquiry): Promise<number>;
}
