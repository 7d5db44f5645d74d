import type { ApiMode } from '@netzero/core';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type { Database } from './database.js';
import { apiBalanceEntries, apiBalances } from './schema.js';
import { recordWebhookEvent } from './webhook-events.js';

// The prepaid balances of the public API. Every movement is one conditional update of the balance
// row (never below zero, whatever runs concurrently: a check and the WHERE) and one ledger entry,
// in the caller's transaction; a debit that takes the balance under the account's threshold
// records one balance.low event (again only after the balance rose to the threshold).

/** Why a balance moved (api_balance_entries.reason). */
export type BalanceMovementReason = (typeof apiBalanceEntries.$inferInsert)['reason'];

/** A balance as /v1/balance shows it (its wire form: the balance.low event carries it too). */
export interface BalanceObject {
  readonly object: 'balance';
  readonly mode: ApiMode;
  readonly availableCents: number;
  readonly currency: string;
  readonly lowBalanceThresholdCents: number | null;
}

type BalanceRow = typeof apiBalances.$inferSelect;

const toBalanceObject = (row: BalanceRow): BalanceObject => ({
  object: 'balance',
  mode: row.mode,
  availableCents: row.balanceCents,
  currency: row.currency,
  lowBalanceThresholdCents: row.lowBalanceThresholdCents,
});

/** The account's balance in a mode (zero, no threshold, if it never had one). */
export async function readBalance(
  db: Database,
  userId: number,
  mode: ApiMode,
): Promise<BalanceObject> {
  const [row] = await db
    .select()
    .from(apiBalances)
    .where(and(eq(apiBalances.userId, userId), eq(apiBalances.mode, mode)));
  return row
    ? toBalanceObject(row)
    : {
        object: 'balance',
        mode,
        availableCents: 0,
        currency: 'USD',
        lowBalanceThresholdCents: null,
      };
}

/** The account's balance row in a mode, created at zero if it has none yet. */
async function ensureBalanceRow(tx: Database, userId: number, mode: ApiMode): Promise<void> {
  await tx.insert(apiBalances).values({ userId, mode }).onConflictDoNothing();
}

/** Adds money (a top-up, test funds, a cancelled order's refund); the balance after it. */
export async function creditBalance(
  tx: Database,
  movement: {
    userId: number;
    mode: ApiMode;
    amountCents: number;
    reason: Exclude<BalanceMovementReason, 'order'>;
    apiOrderId?: string;
    topUpId?: number;
  },
  now: Date,
): Promise<BalanceObject> {
  if (movement.amountCents <= 0) throw new Error('a credit must be positive');
  await ensureBalanceRow(tx, movement.userId, movement.mode);
  const [row] = await tx
    .update(apiBalances)
    .set({
      balanceCents: sql`${apiBalances.balanceCents} + ${movement.amountCents}`,
      updatedAt: now,
      // Back at or above the threshold: the next fall under it is told again.
      lowBalanceNotifiedAt: sql`case when ${apiBalances.balanceCents} + ${movement.amountCents} >= coalesce(${apiBalances.lowBalanceThresholdCents}, 0) then null else ${apiBalances.lowBalanceNotifiedAt} end`,
    })
    .where(and(eq(apiBalances.userId, movement.userId), eq(apiBalances.mode, movement.mode)))
    .returning();
  if (!row) throw new Error('api_balances row vanished');
  await tx.insert(apiBalanceEntries).values({
    userId: movement.userId,
    mode: movement.mode,
    amountCents: movement.amountCents,
    balanceAfterCents: row.balanceCents,
    reason: movement.reason,
    apiOrderId: movement.apiOrderId ?? null,
    topUpId: movement.topUpId ?? null,
    createdAt: now,
  });
  return toBalanceObject(row);
}

/**
 * Takes an order's price from the balance if it holds that much: the balance after it, or
 * 'insufficient' (nothing changed) with what is available. Under the threshold for the first
 * time since it was last above it, a balance.low event is recorded in the same transaction.
 */
export async function debitBalance(
  tx: Database,
  jobs: JobQueue,
  movement: { userId: number; mode: ApiMode; amountCents: number; apiOrderId: string },
  now: Date,
): Promise<
  | { readonly ok: true; readonly balance: BalanceObject }
  | { readonly ok: false; readonly availableCents: number }
> {
  if (movement.amountCents <= 0) throw new Error('a debit must be positive');
  await ensureBalanceRow(tx, movement.userId, movement.mode);
  const [row] = await tx
    .update(apiBalances)
    .set({
      balanceCents: sql`${apiBalances.balanceCents} - ${movement.amountCents}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(apiBalances.userId, movement.userId),
        eq(apiBalances.mode, movement.mode),
        gte(apiBalances.balanceCents, movement.amountCents),
      ),
    )
    .returning();
  if (!row)
    return {
      ok: false,
      availableCents: (await readBalance(tx, movement.userId, movement.mode)).availableCents,
    };
  await tx.insert(apiBalanceEntries).values({
    userId: movement.userId,
    mode: movement.mode,
    amountCents: -movement.amountCents,
    balanceAfterCents: row.balanceCents,
    reason: 'order',
    apiOrderId: movement.apiOrderId,
    createdAt: now,
  });
  const balance = toBalanceObject(row);
  const threshold = row.lowBalanceThresholdCents;
  if (threshold !== null && row.balanceCents < threshold && row.lowBalanceNotifiedAt === null) {
    await tx
      .update(apiBalances)
      .set({ lowBalanceNotifiedAt: now })
      .where(and(eq(apiBalances.userId, movement.userId), eq(apiBalances.mode, movement.mode)));
    await recordWebhookEvent(
      tx,
      jobs,
      { userId: movement.userId, mode: movement.mode, type: 'balance.low', object: balance },
      now,
    );
  }
  return { ok: true, balance };
}
