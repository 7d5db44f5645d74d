import { and, desc, eq } from 'drizzle-orm';
import type {
  DisputeRecord,
  DisputeRepository,
  DisputeStatus,
} from '../services/ports/dispute.repository.port.js';
import type { Database } from './database.js';
import { disputes } from './schema.js';

/** Disputes in PostgreSQL or PGlite; each change is one conditional statement (events are redelivered). */
export class DrizzleDisputeRepository implements DisputeRepository {
  constructor(private readonly db: Database) {}

  async open(
    dispute: Omit<DisputeRecord, 'status' | 'createdAt' | 'closedAt'>,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .insert(disputes)
      .values({ ...dispute, createdAt: now })
      .onConflictDoNothing({ target: disputes.id })
      .returning({ id: disputes.id });
    return rows.length === 1;
  }

  async close(
    dispute: Omit<DisputeRecord, 'status' | 'createdAt' | 'closedAt'>,
    outcome: 'won' | 'lost',
    now: Date,
  ): Promise<DisputeRecord | null> {
    await this.open(dispute, now);
    const [closed] = await this.db
      .update(disputes)
      .set({ status: outcome, closedAt: now })
      .where(and(eq(disputes.id, dispute.id), eq(disputes.status, 'open')))
      .returning();
    return closed ?? null;
  }

  async list(filter: { status?: DisputeStatus; limit: number }): Promise<DisputeRecord[]> {
    return this.db
      .select()
      .from(disputes)
      .where(filter.status === undefined ? undefined : eq(disputes.status, filter.status))
      .orderBy(desc(disputes.createdAt), desc(disputes.id))
      .limit(filter.limit);
  }
}
