import type { Enquiry } from '@netzero/core';
import type { MailMessage } from './mailer.port.js';

/** Stored enquiries. */
export interface EnquiryRepository {
  /**
   * Stores an enquiry and, in the same transaction, queues the e-mail `copy` renders for its new
   * id (a 'send-mail' job) and the notice `notice` renders for each active operator; returns the id.
   */
  create(
    enquiry: Enquiry,
    copy: (id: number) => MailMessage,
    notice: (id: number, to: string) => MailMessage,
  ): Promise<number>;
}
