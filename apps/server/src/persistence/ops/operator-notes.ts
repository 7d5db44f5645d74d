import { eq } from 'drizzle-orm';
import type { OperatorActor } from '../../services/ports/audit-log.port.js';
import type { OperatorNotes, OpsNoteRecord } from '../../services/ports/ops-orders.port.js';
import { appendAuditEntry } from '../audit-records.js';
import type { Database } from '../database.js';
import { insertNote, notesOf } from '../operator-note-records.js';
import { orders, users } from '../schema.js';

type NoteSubject = 'order' | 'customer';

/** A stored note as the order and customer pages read it. */
const asRecord = ({ createdAt, ...note }: Awaited<ReturnType<typeof notesOf>>[number]) => ({
  ...note,
  at: createdAt,
});

/** The notes on one order or customer, oldest first, with their authors' e-mail addresses. */
export async function listNotes(
  db: Database,
  subject: NoteSubject,
  subjectId: number,
): Promise<OpsNoteRecord[]> {
  return (await notesOf(db, subject, subjectId)).map(asRecord);
}

/** Operators' notes on orders and customers in the operator_notes table, each one audited. */
export class DrizzleOperatorNotes implements OperatorNotes {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  list(subject: NoteSubject, subjectId: number): Promise<OpsNoteRecord[]> {
    return listNotes(this.#db, subject, subjectId);
  }

  add(
    subject: NoteSubject,
    subjectId: number,
    author: OperatorActor & { readonly userId: number },
    body: string,
  ): Promise<OpsNoteRecord | null> {
    return this.#db.transaction(async (tx) => {
      // operator_notes.subject_id has no foreign key (it points at several tables): checked here.
      const table = subject === 'order' ? orders : users;
      const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, subjectId));
      if (!exists) return null;
      const note = await insertNote(tx, {
        subjectType: subject,
        subjectId,
        authorUserId: author.userId,
        body,
      });
      await appendAuditEntry(tx, {
        actor: author,
        action: `${subject}.note`,
        targetType: subject,
        targetId: String(subjectId),
        after: { noteId: note.id, body },
      });
      return asRecord(note);
    });
  }
}
