import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { NoteSubject, OperatorNote } from '../services/ports/operator-note.port.js';
import type { Database } from './database.js';
import { operatorNotes, users } from './schema.js';

/** Adds an operator's note to a record with `db` (the transaction of its audit entry). */
export async function insertNote(
  db: Database,
  note: { subjectType: NoteSubject; subjectId: number; authorUserId: number; body: string },
): Promise<OperatorNote> {
  const [row] = await db.insert(operatorNotes).values(note).returning();
  if (!row) throw new Error('insert into operator_notes returned no row');
  const [author] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, note.authorUserId));
  return { ...row, author: author?.email ?? '' };
}

/** A record's notes, oldest first, with their authors' e-mail addresses. */
export async function notesOf(
  db: Database,
  subjectType: NoteSubject,
  subjectId: number,
): Promise<OperatorNote[]> {
  return db
    .select({
      id: operatorNotes.id,
      authorUserId: operatorNotes.authorUserId,
      author: users.email,
      body: operatorNotes.body,
      createdAt: operatorNotes.createdAt,
    })
    .from(operatorNotes)
    .innerJoin(users, eq(users.id, operatorNotes.authorUserId))
    .where(and(eq(operatorNotes.subjectType, subjectType), eq(operatorNotes.subjectId, subjectId)))
    .orderBy(asc(operatorNotes.id));
}

/** Matches `q` anywhere in any of `columns`, without case; LIKE's wildcards in `q` are literal. */
export function searchColumns(
  q: string | undefined,
  columns: readonly PgColumn[],
): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}
