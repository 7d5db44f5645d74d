import type { Enquiry } from '@netzero/core';
import type { EnquiryRepository } from '../services/ports/enquiry.repository.port.js';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type { MailMessage } from '../services/ports/mailer.port.js';
import type { Database } from './database.js';
import { asJobTransaction, DrizzleJobQueue } from './drizzle-job.queue.js';
import { activeOperators } from './operator-recipients.js';
import { enquiries } from './schema.js';

/**
 * Enquiries in the enquiries table (PGlite or PostgreSQL), each with its copy's 'send-mail' job
 * and one notice per active operator.
 */
export class DrizzleEnquiryRepository implements EnquiryRepository {
  readonly #db: Database;
  readonly #jobs: JobQueue;

  /** `jobs` defaults to the queue in the same database. */
  constructor(db: Database, jobs: JobQueue = new DrizzleJobQueue(db)) {
    this.#db = db;
    this.#jobs = jobs;
  }

  async create(
    enquiry: Enquiry,
    copy: (id: number) => MailMessage,
    notice: (id: number, to: string) => MailMessage,
  ): Promise<number> {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx
        .insert(enquiries)
        .values({
          name: enquiry.name,
          organization: enquiry.organization,
          phoneNumber: enquiry.phoneNumber,
          email: enquiry.email,
          enquiry: enquiry.enquiry,
        })
        .returning({ id: enquiries.id });
      if (!row) throw new Error('insert into enquiries returned no row');
      // Committed with the enquiry or not at all: no copy of an unsaved enquiry, none lost.
      await this.#jobs.enqueue(
        { kind: 'send-mail', payload: copy(row.id), dedupeKey: `enquiry-copy:${row.id}` },
        asJobTransaction(tx),
      );
      // The operators learn of it with the same guarantee (issue 19: enquiries had no reader).
      for (const operator of await activeOperators(tx)) {
        await this.#jobs.enqueue(
          {
            kind: 'send-mail',
            payload: notice(row.id, operator.email),
            dedupeKey: `enquiry-operator:${row.id}:${operator.userId}`,
          },
          asJobTransaction(tx),
        );
      }
      return row.id;
    });
  }
}
