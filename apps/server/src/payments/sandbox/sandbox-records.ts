import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../persistence/database.js';
import { sandboxSessions, sandboxSubscriptions } from '../../persistence/schema.js';
import { type StatementNaming, statementName } from '../../persistence/statement-names.js';
import type { JobQueue } from '../../services/ports/job-queue.port.js';
import type { CheckoutLine } from '../../services/ports/payment-provider.port.js';
import { type Announced, type Announcing, announcing } from './sandbox-delivery-job.js';

const Lines = z.array(
  z.object({
    name: z.string(),
    quantity: z.number().int(),
    unitAmountCents: z.number().int(),
    kind: z.literal('donation').optional(),
  }),
);
const Metadata = z.record(z.string(), z.string());

/** A sandbox checkout session as stored (status as written; see `effectiveStatus` for the clock's view). */
export interface SandboxSession {
  readonly id: string;
  readonly mode: 'payment' | 'subscription';
  readonly status: 'open' | 'complete' | 'expired';
  readonly paymentStatus: 'paid' | 'unpaid';
  readonly amountTotalCents: number;
  readonly currency: string;
  readonly lines: readonly CheckoutLine[];
  readonly customerEmail: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly subscriptionId: string | null;
  readonly declines: number;
  readonly expiresAt: Date;
  /** The full refund of the session's payment, once refunded. */
  readonly refundId: string | null;
  readonly refundedAt: Date | null;
}

type SessionRow = typeof sandboxSessions.$inferSelect;

function toSession(row: SessionRow): SandboxSession {
  return { ...row, lines: Lines.parse(row.lines), metadata: Metadata.parse(row.metadata) };
}

/** A session's status as the buyer and our server see it now: open sessions past their time are expired. */
export function effectiveStatus(session: SandboxSession, now: Date): SandboxSession['status'] {
  return session.status === 'open' && session.expiresAt <= now ? 'expired' : session.status;
}

/** The session `id` while it is open and not yet expired at `now`: the only state that can change. */
function payableAt(id: string, now: Date) {
  return and(
    eq(sandboxSessions.id, id),
    eq(sandboxSessions.status, 'open'),
    gt(sandboxSessions.expiresAt, now),
  );
}

// Every checkout creates a session: prepared once, so Drizzle builds its SQL once per process.
function prepareInsertSession(db: Database, naming: StatementNaming) {
  const value = (name: string) => sql.placeholder(name);
  return db
    .insert(sandboxSessions)
    .values({
      id: value('id'),
      mode: value('mode'),
      amountTotalCents: value('amountTotalCents'),
      currency: value('currency'),
      lines: value('lines'),
      customerEmail: value('customerEmail'),
      successUrl: value('successUrl'),
      cancelUrl: value('cancelUrl'),
      metadata: value('metadata'),
      expiresAt: value('expiresAt'),
      createdAt: value('createdAt'),
    })
    .prepare(statementName('sandbox_sessions_insert', naming));
}

/**
 * The sandbox provider's tables. Every change of state is one conditional update, so concurrent
 * requests and several server processes change each session and subscription at most once; the
 * events it causes are enqueued in its transaction (a change is never without its delivery).
 */
export class SandboxRecords {
  readonly #announcing: Announcing;
  readonly #insertSession: ReturnType<typeof prepareInsertSession>;

  constructor(
    private readonly db: Database,
    jobs: JobQueue,
    naming: StatementNaming = {},
  ) {
    this.#announcing = announcing(db, jobs);
    this.#insertSession = prepareInsertSession(db, naming);
  }

  async insertSession(
    session: Omit<
      SandboxSession,
      'status' | 'paymentStatus' | 'subscriptionId' | 'declines' | 'refundId' | 'refundedAt'
    >,
    now: Date,
  ): Promise<void> {
    await this.#insertSession.execute({ ...session, lines: [...session.lines], createdAt: now });
  }

  async findSession(id: string): Promise<SandboxSession | null> {
    const [row] = await this.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id));
    return row ? toSession(row) : null;
  }

  /**
   * Marks an open, unexpired session paid; in subscription mode also starts its subscription, in
   * the same transaction. Null when the session was not open (already paid, ended, unknown).
   */
  async completeSession(
    id: string,
    subscription: { id: string; currentPeriodEnd: Date } | null,
    announced: Announced,
  ): Promise<SandboxSession | null> {
    const { now } = announced;
    return this.#announcing(announced, async (tx) => {
      const [row] = await tx
        .update(sandboxSessions)
        .set({
          status: 'complete',
          paymentStatus: 'paid',
          subscriptionId: subscription?.id ?? null,
        })
        .where(payableAt(id, now))
        .returning();
      if (!row) return null;
      if (subscription && row.mode === 'subscription') {
        await tx.insert(sandboxSubscriptions).values({
          id: subscription.id,
          amountCents: row.amountTotalCents,
          currency: row.currency,
          currentPeriodEnd: subscription.currentPeriodEnd,
          metadata: row.metadata,
          createdAt: now,
        });
      }
      return toSession(row);
    });
  }

  /**
   * Refunds a paid session not refunded yet: records `refundId` at `now`. Null when the session
   * is not paid or was refunded already (by this call's twin, perhaps: read it again).
   */
  async refundSession(id: string, refundId: string, announced: Announced): Promise<string | null> {
    return this.#announcing(announced, async (tx) => {
      const [row] = await tx
        .update(sandboxSessions)
        .set({ refundId, refundedAt: announced.now })
        .where(
          and(
            eq(sandboxSessions.id, id),
            eq(sandboxSessions.paymentStatus, 'paid'),
            isNull(sandboxSessions.refundId),
          ),
        )
        .returning({ refundId: sandboxSessions.refundId });
      return row?.refundId ?? null;
    });
  }

  /** Counts a declined attempt on an open session. */
  async recordDecline(id: string): Promise<void> {
    await this.db
      .update(sandboxSessions)
      .set({ declines: sql`${sandboxSessions.declines} + 1` })
      .where(and(eq(sandboxSessions.id, id), eq(sandboxSessions.status, 'open')));
  }

  /** Ends an open session now (the buyer cancelled); null when it was not open. */
  async endSessionNow(id: string, announced: Announced): Promise<SandboxSession | null> {
    return this.#announcing(announced, async (tx) => {
      const [row] = await tx
        .update(sandboxSessions)
        .set({ status: 'expired', expiresAt: announced.now })
        .where(payableAt(id, announced.now))
        .returning();
      return row ? toSession(row) : null;
    });
  }

  /** Open sessions whose time is up (not yet marked expired). */
  async dueSessions(now: Date): Promise<SandboxSession[]> {
    const rows = await this.db
      .select()
      .from(sandboxSessions)
      .where(and(eq(sandboxSessions.status, 'open'), lte(sandboxSessions.expiresAt, now)));
    return rows.map(toSession);
  }

  /** Marks a session whose time is up expired; false when it was no longer open (another sweep, a payment). */
  async markExpired(id: string, announced: Announced): Promise<boolean> {
    const changed = await this.#announcing(announced, async (tx) => {
      const [row] = await tx
        .update(sandboxSessions)
        .set({ status: 'expired' })
        .where(
          and(
            eq(sandboxSessions.id, id),
            eq(sandboxSessions.status, 'open'),
            lte(sandboxSessions.expiresAt, announced.now),
          ),
        )
        .returning({ id: sandboxSessions.id });
      return row ?? null;
    });
    return changed !== null;
  }
}
