import { and, asc, eq } from 'drizzle-orm';
import type { OperatorNotes, OpsNoteRecord } from '../../services/ports/ops-orders.port.js';
import type { Database } from '../database.js';
import { operatorNotes, orders, users } from '../schema.js';

type NoteSubject = 'order' | 'customer';

/** The notes on one record, oldest first, with their author's e-mail. */
export async function listNotes(
  db: Database,
  subject: NoteSubject,
  subjectId: number,
): Promise<OpsNoteRecord[]> {
  return db
    .select({
      id: operatorNotes.id,
      at: operatorNotes.createdAt,
      authorUserId: operatorNotes.authorUserId,
      author: users.email,
      body: operatorNotes.body,
    })
    .from(operatorNotes)
    .innerJoin(users, eq(users.id, operatorNotes.authorUserId))
    .where(and(eq(operatorNotes.subjectType, subject), eq(operatorNotes.subjectId, subjectId)))
    .orderBy(asc(operatorNotes.id));
}

/** Operators' notes on orders and customers in the operator_notes table. */
export class DrizzleOperatorNotes implements OperatorNotes {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  list(subject: NoteSubject, subjectId: number): Promise<OpsNoteRecord[]> {
    return listNotes(this.#db, subject, subjectId);
  }

  async add(
    subject: NoteSubject,
    subjectId: number,
    authorUserId: number,
    body: string,
  ): Promise<OpsNoteRecord | null> {
    // operator_notes.subject_id has no foreign key (it points at several tables): checked here.
    const table = subject === 'order' ? orders : users;
    const [exists] = await this.#db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, subjectId));
    if (!exists) return null;
    const [note] = await this.#db
      .insert(operatorNotes)
      .values({ subjectType: subject, subjectId, authorUserId, body })
      .returning({ id: operatorNotes.id });
    if (!note) throw new Error('insert into operator_notes returned no row');
    const notes = await listNotes(this.#db, subject, subjectId);
    return notes.find((each) => each.id === note.id) ?? null;
  }
}
