import type { Database } from '../persistence/database.js';
import { outboxEmails } from '../persistence/schema.js';
import type { Mailer, MailMessage } from '../services/ports/mailer.port.js';

/** The embedded mailer: every message goes to the outbox_emails table, where operators read it. */
export class OutboxMailer implements Mailer {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#db.insert(outboxEmails).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
    });
  }
}
