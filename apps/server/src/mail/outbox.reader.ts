import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../persistence/database.js';
import { outboxEmails } from '../persistence/schema.js';
import type {
  OutboxListed,
  OutboxMessage,
  OutboxMessageDetail,
  OutboxReader,
} from '../services/ports/outbox-reader.port.js';

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

  async list(query: {
    to?: string | undefined;
    beforeId?: number | undefined;
    limit: number;
  }): Promise<readonly OutboxListed[]> {
    return this.#db
      .select({
        id: outboxEmails.id,
        to: outboxEmails.toAddress,
        subject: outboxEmails.subject,
        hasHtml: sql<boolean>`${outboxEmails.htmlBody} is not null`,
        createdAt: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .where(
        and(
          query.to ? eq(sql`lower(${outboxEmails.toAddress})`, query.to.toLowerCase()) : undefined,
          query.beforeId ? lt(outboxEmails.id, query.beforeId) : undefined,
        ),
      )
      .orderBy(desc(outboxEmails.id))
      .limit(query.limit);
  }

  async findById(id: number): Promise<OutboxMessageDetail | null> {
    const [row] = await this.#db
      .select({
        id: outboxEmails.id,
        to: outboxEmails.toAddress,
        subject: outboxEmails.subject,
        text: outboxEmails.textBody,
        html: outboxEmails.htmlBody,
        createdAt: outboxEmails.createdAt,
      })
      .from(outboxEmails)
      .where(eq(outboxEmails.id, id));
    return row ?? null;
  }
}
