import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type {
  ConsumedEmailToken,
  EmailTokenPurpose,
  EmailTokenRepository,
  NewEmailToken,
} from '../services/ports/email-token.repository.port.js';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type { MailMessage } from '../services/ports/mailer.port.js';
import type { Database } from './database.js';
import { asJobTransaction, DrizzleJobQueue } from './drizzle-job.queue.js';
import { emailTokens, users } from './schema.js';

/** Single-use e-mailed tokens in the email_tokens table (hashes only). */
export class DrizzleEmailTokenRepository implements EmailTokenRepository {
  readonly #db: Database;
  readonly #jobs: JobQueue;

  /** `jobs` defaults to the queue in the same database. */
  constructor(db: Database, jobs: JobQueue = new DrizzleJobQueue(db)) {
    this.#db = db;
    this.#jobs = jobs;
  }

  async issue(token: NewEmailToken, mail: MailMessage): Promise<void> {
    await this.#db.transaction(async (tx) => {
      // Locking the user's row serialises concurrent requests for one user, so after any number
      // of them exactly one link of this purpose is open: the newest.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, token.userId)).for('update');
      await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.userId, token.userId),
            eq(emailTokens.purpose, token.purpose),
            isNull(emailTokens.usedAt),
          ),
        );
      await tx.insert(emailTokens).values(token);
      const dedupeKey = `email-token:${token.tokenHash}`;
      await this.#jobs.enqueue(
        { kind: 'send-mail', payload: mail, dedupeKey },
        asJobTransaction(tx),
      );
    });
  }

  async findOpen(
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<ConsumedEmailToken | null> {
    const [row] = await this.#db
      .select({ userId: emailTokens.userId, newPasswordHash: emailTokens.newPasswordHash })
      .from(emailTokens)
      .where(this.#openToken(tokenHash, purpose, now));
    return row ?? null;
  }

  async consume(
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<ConsumedEmailToken | null> {
    // One conditional UPDATE: of two concurrent openings of a link, only one gets the row back.
    const [row] = await this.#db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(this.#openToken(tokenHash, purpose, now))
      .returning({ userId: emailTokens.userId, newPasswordHash: emailTokens.newPasswordHash });
    return row ?? null;
  }

  #openToken(tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
    return and(
      eq(emailTokens.tokenHash, tokenHash),
      eq(emailTokens.purpose, purpose),
      isNull(emailTokens.usedAt),
      gt(emailTokens.expiresAt, now),
    );
  }
}
