import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../persistence/database.js';
import { outboxEmails } from '../persistence/schema.js';
import type { OutboxMessage, OutboxReader } from '../services/ports/outbox-reader.port.js';

/** The outbox_emails table that OutboxMailer writes, read back for operators. */
export class DrizzleOutboxReader implements OutboxReader {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async sentTo(to: string, limit: number): Promise<readonly OutboxMessage[]> {
    return this.#db
      .select({
        id: outboxEmails.id,
        to: outboxEmails.toAddress,
        subject: outboxEmails.subject,
        text: outboxEmails.textBody,
        createdAt: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .where(eq(sql`lower(${outboxEmails.toAddress})`, to.toLowerCase()))
      .orderBy(desc(outboxEmails.id))
      .limit(limit);
  }
}
