import { and, count, desc, eq } from 'drizzle-orm';
import type { OperatorActor } from '../services/ports/audit-log.port.js';
import type { InvestmentStatus } from '../services/ports/investment.repository.port.js';
import type { InvestmentPipeline } from '../services/ports/investment-pipeline.port.js';
import type { ConsoleListQuery } from '../services/ports/operator-note.port.js';
import { appendAuditEntry } from './audit-records.js';
import type { Database } from './database.js';
import { insertNote, notesOf, searchColumns } from './operator-note-records.js';
import { INVESTMENT_STATUSES, investments } from './schema.js';

/** The investments table as the operators' pipeline (PGlite or PostgreSQL). */
export class DrizzleInvestmentPipeline implements InvestmentPipeline {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async list({ status, q, page, pageSize }: ConsoleListQuery<InvestmentStatus>) {
    const search = searchColumns(q, [
      investments.businessName,
      investments.fullName,
      investments.email,
    ]);
    const where = and(status ? eq(investments.status, status) : undefined, search);
    const [items, [total], byStatus] = await Promise.all([
      this.#db
        .select()
        .from(investments)
        .where(where)
        .orderBy(desc(investments.createdAt), desc(investments.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.#db.select({ n: count() }).from(investments).where(where),
      this.#db
        .select({ status: investments.status, n: count() })
        .from(investments)
        .where(search)
        .groupBy(investments.status),
    ]);
    const counts = Object.fromEntries(INVESTMENT_STATUSES.map((s) => [s, 0])) as Record<
      InvestmentStatus,
      number
    >;
    for (const row of byStatus) counts[row.status] = row.n;
    return { items, total: total?.n ?? 0, counts };
  }

  async findById(id: number) {
    const [row] = await this.#db.select().from(investments).where(eq(investments.id, id));
    if (!row) return null;
    return { ...row, notes: await notesOf(this.#db, 'investment', id) };
  }

  async addNote(id: number, body: string, actor: OperatorActor & { readonly userId: number }) {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: investments.id })
        .from(investments)
        .where(eq(investments.id, id));
      if (!row) return null;
      const note = await insertNote(tx, {
        subjectType: 'investment',
        subjectId: id,
        authorUserId: actor.userId,
        body,
      });
      await appendAuditEntry(tx, {
        actor,
        action: 'investment.note',
        targetType: 'investment',
        targetId: String(id),
        after: { noteId: note.id, body },
      });
      return note;
    });
  }
}
