import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { OperatorActor } from '../services/ports/audit-log.port.js';
import type {
  EnquiryInbox,
  EnquiryStatus,
  InboxEnquiry,
} from '../services/ports/enquiry-inbox.port.js';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type { MailMessage } from '../services/ports/mailer.port.js';
import type { ConsoleListQuery } from '../services/ports/operator-note.port.js';
import { appendAuditEntry } from './audit-records.js';
import type { Database } from './database.js';
import { asJobTransaction, DrizzleJobQueue } from './drizzle-job.queue.js';
import { insertNote, notesOf, searchColumns } from './operator-note-records.js';
import { ENQUIRY_STATUSES, enquiries, enquiryReplies } from './schema.js';

const target = (id: number) => ({ targetType: 'enquiry', targetId: String(id) });

/** The enquiries table as the operators' inbox (PGlite or PostgreSQL). */
export class DrizzleEnquiryInbox implements EnquiryInbox {
  readonly #db: Database;
  readonly #jobs: JobQueue;

  constructor(db: Database, jobs: JobQueue = new DrizzleJobQueue(db)) {
    this.#db = db;
    this.#jobs = jobs;
  }

  async list({ status, q, page, pageSize }: ConsoleListQuery<EnquiryStatus>) {
    const search = searchColumns(q, [enquiries.name, enquiries.organization, enquiries.email]);
    const where = and(status ? eq(enquiries.status, status) : undefined, search);
    const [items, [total], byStatus] = await Promise.all([
      this.#db
        .select()
        .from(enquiries)
        .where(where)
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.#db.select({ n: count() }).from(enquiries).where(where),
      this.#db
        .select({ status: enquiries.status, n: count() })
        .from(enquiries)
        .where(search)
        .groupBy(enquiries.status),
    ]);
    const counts = Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, 0])) as Record<
      EnquiryStatus,
      number
    >;
    for (const row of byStatus) counts[row.status] = row.n;
    return { items, total: total?.n ?? 0, counts };
  }

  async findById(id: number) {
    const [row] = await this.#db.select().from(enquiries).where(eq(enquiries.id, id));
    if (!row) return null;
    const [notes, replies] = await Promise.all([
      notesOf(this.#db, 'enquiry', id),
      this.#db
        .select({
          at: enquiryReplies.createdAt,
          actor: enquiryReplies.author,
          to: enquiryReplies.toAddress,
          subject: enquiryReplies.subject,
          body: enquiryReplies.body,
        })
        .from(enquiryReplies)
        .where(eq(enquiryReplies.enquiryId, id))
        .orderBy(asc(enquiryReplies.id)),
    ]);
    return { ...row, notes, replies };
  }

  async setStatus(id: number, status: EnquiryStatus, actor: OperatorActor, now: Date) {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
      if (!row) return false;
      if (row.status === status) return true;
      await tx.update(enquiries).set({ status, updatedAt: now }).where(eq(enquiries.id, id));
      await appendAuditEntry(tx, {
        actor,
        action: 'enquiry.status',
        ...target(id),
        before: { status: row.status },
        after: { status },
      });
      return true;
    });
  }

  async addNote(id: number, body: string, actor: OperatorActor & { readonly userId: number }) {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(eq(enquiries.id, id));
      if (!row) return null;
      const note = await insertNote(tx, {
        subjectType: 'enquiry',
        subjectId: id,
        authorUserId: actor.userId,
        body,
      });
      await appendAuditEntry(tx, {
        actor,
        action: 'enquiry.note',
        ...target(id),
        after: { noteId: note.id, body },
      });
      return note;
    });
  }

  async reply(
    id: number,
    reply: (enquiry: InboxEnquiry) => MailMessage & { readonly body: string },
    actor: OperatorActor,
    now: Date,
  ) {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
      if (!row) return false;
      const { body, ...mail } = reply(row);
      // The e-mail goes out by the queue, committed with the status and the reply's record.
      await this.#jobs.enqueue({ kind: 'send-mail', payload: mail }, asJobTransaction(tx));
      await tx
        .update(enquiries)
        .set({ status: 'answered', updatedAt: now })
        .where(eq(enquiries.id, id));
      await tx.insert(enquiryReplies).values({
        enquiryId: id,
        authorUserId: actor.userId,
        author: actor.label,
        toAddress: mail.to,
        subject: mail.subject,
        body,
      });
      await appendAuditEntry(tx, {
        actor,
        action: 'enquiry.reply',
        ...target(id),
        before: { status: row.status },
        after: { status: 'answered', to: mail.to, subject: mail.subject, body },
      });
      return true;
    });
  }
}
