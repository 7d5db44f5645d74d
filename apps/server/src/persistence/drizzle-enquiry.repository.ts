import type { Enquiry } from '@netzero/core';
import type { EnquiryRepository } from '../services/ports/enquiry.repository.port.js';
import type { Database } from './database.js';
import { enquiries } from './schema.js';

/** Enquiries in the enquiries table (PGlite or PostgreSQL). */
export class DrizzleEnquiryRepository implements EnquiryRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async create(enquiry: Enquiry): Promise<number> {
    const [row] = await this.#db
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
    return row.id;
  }
}
