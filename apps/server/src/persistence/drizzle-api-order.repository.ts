import { GRAMS_PER_TONNE } from '@netzero/core';
import { and, desc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type {
  ApiOrderObject,
  ApiOrderOwner,
  ApiOrderRepository,
  CancelApiOrderOutcome,
  CreateApiOrderFailure,
  CreateApiOrderOutcome,
  IdempotencyClaim,
  NewApiOrder,
  PlaceApiOrderOutcome,
} from '../services/ports/api-order.repository.port.js';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import { newPublicId } from '../services/shared/public-id.js';
import { creditBalance, debitBalance } from './api-balance-ledger.js';
import { fulfilApiOrder } from './api-order-fulfilment.js';
import { type ApiOrderRow, apiOrderObjects, loadApiOrderObject } from './api-order-object.js';
import { freeVintageTonnes, hasStock, publishedProjects } from './api-order-stock.js';
import type { Database } from './database.js';
import { asJobTransaction } from './drizzle-job.queue.js';
import { apiEstimates, apiIdempotencyKeys, apiOrders, products } from './schema.js';
import { takeTonnes } from './stock-ledger.js';
import { recordWebhookEvent } from './webhook-events.js';

// Thrown inside a transaction to roll it back with an expected outcome.
class Rollback extends Error {
  constructor(readonly outcome: CreateApiOrderOutcome | PlaceApiOrderOutcome) {
    super(outcome.kind);
  }
}

// Thrown when the Idempotency-Key's row is another request's: its answer is read after rollback.
class KeyTaken extends Error {}

// Drafts one sweep expires; the next sweep takes the rest.
const DRAFT_EXPIRY_BATCH = 200;

const failed = (failure: CreateApiOrderFailure): Rollback =>
  new Rollback({ kind: 'failed', failure });

/**
 * The public API's orders in PostgreSQL or PGlite. Each change locks the api_orders row first,
 * then products (the ledger's order), and writes its stock, balance, event and job with it.
 */
export class DrizzleApiOrderRepository implements ApiOrderRepository {
  readonly #db: Database;
  readonly #jobs: JobQueue;
  readonly #publicUrl: string;

  constructor(db: Database, jobs: JobQueue, publicUrl: string) {
    this.#db = db;
    this.#jobs = jobs;
    this.#publicUrl = publicUrl;
  }

  async create(
    order: NewApiOrder,
    claim: IdempotencyClaim | null,
    draftExpiresAt: Date,
    now: Date,
  ): Promise<CreateApiOrderOutcome> {
    try {
      return await this.#db.transaction(async (tx) => {
        if (claim) {
          // The key's row first: a concurrent request with the same key waits on it here, then
          // finds it taken and answers what this transaction stored (or takes it if we roll back).
          const [claimed] = await tx
            .insert(apiIdempotencyKeys)
            .values({
              userId: order.userId,
              mode: order.mode,
              key: claim.key,
              requestHash: claim.requestHash,
              statusCode: 0,
              response: {},
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning({ key: apiIdempotencyKeys.key });
          if (!claimed) throw new KeyTaken();
        }
        const id = newPublicId('ord');
        const row = await this.#insert(tx, order, id, draftExpiresAt, now);
        if (order.state === 'placed') await this.#charge(tx, row, now);
        const object = await this.#object(tx, id);
        if (claim)
          await tx
            .update(apiIdempotencyKeys)
            .set({ statusCode: 201, response: object })
            .where(
              and(
                eq(apiIdempotencyKeys.userId, order.userId),
                eq(apiIdempotencyKeys.mode, order.mode),
                eq(apiIdempotencyKeys.key, claim.key),
              ),
            );
        return { kind: 'created', order: object } as const;
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome as CreateApiOrderOutcome;
      if (error instanceof KeyTaken && claim)
        return { kind: 'replayed', answer: await this.#stored(order, claim) };
      throw error;
    }
  }

  async #stored(owner: ApiOrderOwner, claim: IdempotencyClaim) {
    const [row] = await this.#db
      .select()
      .from(apiIdempotencyKeys)
      .where(
        and(
          eq(apiIdempotencyKeys.userId, owner.userId),
          eq(apiIdempotencyKeys.mode, owner.mode),
          eq(apiIdempotencyKeys.key, claim.key),
        ),
      );
    if (!row) throw new Error('idempotency key taken, yet no row');
    return { requestHash: row.requestHash, statusCode: row.statusCode, body: row.response };
  }

  // Picks the project and tonnes, takes live stock, and writes the order row.
  async #insert(
    tx: Database,
    order: NewApiOrder,
    id: string,
    draftExpiresAt: Date,
    now: Date,
  ): Promise<ApiOrderRow> {
    const { quantity, vintage, mode } = order;
    let wanted: number | null = 'tonnes' in quantity ? quantity.tonnes : null;
    let estimateId: string | null = null;
    if ('estimateId' in quantity) {
      const [estimate] = await tx
        .select({ totalGrams: apiEstimates.totalGrams })
        .from(apiEstimates)
        .where(
          and(
            eq(apiEstimates.id, quantity.estimateId),
            eq(apiEstimates.userId, order.userId),
            eq(apiEstimates.mode, mode),
          ),
        );
      if (!estimate) throw failed({ code: 'ESTIMATE_NOT_FOUND' });
      wanted = Math.max(1, Math.ceil(estimate.totalGrams / GRAMS_PER_TONNE));
      estimateId = quantity.estimateId;
    }
    const candidates = await publishedProjects(tx, order.projectId);
    if (candidates.length === 0) throw failed({ code: 'PROJECT_NOT_FOUND' });
    let chosen: { project: (typeof candidates)[number]; tonnes: number } | null = null;
    let tonnesAsked = wanted ?? 0;
    for (const project of candidates) {
      const tonnes =
        wanted ??
        Math.floor(('amountCents' in quantity ? quantity.amountCents : 0) / project.priceCents);
      if (tonnes < 1) continue;
      tonnesAsked = tonnes;
      if (await hasStock(tx, mode, project.id, tonnes, vintage)) {
        chosen = { project, tonnes };
        break;
      }
    }
    if (!chosen) {
      if (wanted === null && tonnesAsked === 0) {
        const cheapest = candidates[0];
        throw failed({
          code: 'AMOUNT_BELOW_ONE_TONNE',
          minimumCents: cheapest?.priceCents ?? 0,
          currency: cheapest?.currency ?? 'USD',
        });
      }
      const short = { tonnes: tonnesAsked, ...(vintage !== undefined && { vintage }) };
      throw failed(
        order.projectId === undefined
          ? { code: 'NO_PROJECT_WITH_STOCK', ...short }
          : { code: 'NOT_ENOUGH_STOCK', ...short },
      );
    }
    const { project, tonnes } = chosen;
    if (mode === 'live') {
      // Locks the product row, so concurrent orders of a vintage are counted one after another.
      const taken = await takeTonnes(tx, project.id, tonnes, { publishedOnly: true });
      if (taken === 'missing') throw failed({ code: 'PROJECT_NOT_FOUND' });
      const vintageShort =
        vintage !== undefined && (await freeVintageTonnes(tx, project.id, vintage)) < tonnes;
      if (taken === 'short' || vintageShort)
        throw failed({
          code: 'NOT_ENOUGH_STOCK',
          tonnes,
          ...(vintage !== undefined && { vintage }),
        });
    }
    const [row] = await tx
      .insert(apiOrders)
      .values({
        id,
        userId: order.userId,
        mode,
        state: order.state,
        productId: project.id,
        productName: project.title,
        vintage: vintage ?? null,
        tonnes,
        unitPriceCents: project.priceCents,
        amountCents: project.priceCents * tonnes,
        currency: project.currency,
        estimateId,
        beneficiary: order.beneficiary ?? null,
        metadata: order.metadata,
        draftExpiresAt: order.state === 'draft' ? draftExpiresAt : null,
        createdAt: now,
        placedAt: order.state === 'placed' ? now : null,
      })
      .returning();
    if (!row) throw new Error('insert into api_orders returned no row');
    return row;
  }

  // Charges a placed order's balance, records order.placed and queues its fulfilment.
  async #charge(tx: Database, row: ApiOrderRow, now: Date): Promise<void> {
    const debit = await debitBalance(
      tx,
      this.#jobs,
      { userId: row.userId, mode: row.mode, amountCents: row.amountCents, apiOrderId: row.id },
      now,
    );
    if (!debit.ok)
      throw failed({
        code: 'INSUFFICIENT_BALANCE',
        neededCents: row.amountCents,
        availableCents: debit.availableCents,
      });
    await this.#event(tx, row, 'order.placed', now);
    await this.#jobs.enqueue(
      {
        kind: 'fulfil-api-order',
        payload: { apiOrderId: row.id },
        dedupeKey: `fulfil-api-order:${row.id}`,
      },
      asJobTransaction(tx),
    );
  }

  async #event(
    tx: Database,
    row: Pick<ApiOrderRow, 'id' | 'userId' | 'mode'>,
    type: 'order.placed' | 'order.cancelled',
    now: Date,
  ): Promise<void> {
    const object = await this.#object(tx, row.id);
    await recordWebhookEvent(
      tx,
      this.#jobs,
      { userId: row.userId, mode: row.mode, type, object },
      now,
    );
  }

  async #object(tx: Database, id: string): Promise<ApiOrderObject> {
    const object = await loadApiOrderObject(tx, id, this.#publicUrl);
    if (!object) throw new Error(`api order ${id} vanished inside its transaction`);
    return object;
  }

  async #lock(tx: Database, owner: ApiOrderOwner, id: string): Promise<ApiOrderRow | null> {
    const [row] = await tx
      .select()
      .from(apiOrders)
      .where(
        and(
          eq(apiOrders.id, id),
          eq(apiOrders.userId, owner.userId),
          eq(apiOrders.mode, owner.mode),
        ),
      )
      .for('update');
    return row ?? null;
  }

  async place(owner: ApiOrderOwner, id: string, now: Date): Promise<PlaceApiOrderOutcome> {
    try {
      return await this.#db.transaction(async (tx): Promise<PlaceApiOrderOutcome> => {
        const row = await this.#lock(tx, owner, id);
        if (!row) return { kind: 'not-found' };
        if (row.state === 'placed' || row.state === 'fulfilled')
          return { kind: 'unchanged', order: await this.#object(tx, id) };
        // An expired draft the sweeper has not reached yet is as good as cancelled.
        if (row.state === 'cancelled' || (row.draftExpiresAt !== null && row.draftExpiresAt <= now))
          return { kind: 'not-placeable', order: await this.#object(tx, id) };
        await tx
          .update(apiOrders)
          .set({ state: 'placed', placedAt: now })
          .where(eq(apiOrders.id, id));
        try {
          await this.#charge(tx, { ...row, state: 'placed' }, now);
        } catch (error) {
          if (error instanceof Rollback && error.outcome.kind === 'failed') {
            const failure = error.outcome.failure;
            if (failure.code === 'INSUFFICIENT_BALANCE')
              throw new Rollback({ kind: 'insufficient-balance', ...failure });
          }
          throw error;
        }
        return { kind: 'placed', order: await this.#object(tx, id) };
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome as PlaceApiOrderOutcome;
      throw error;
    }
  }

  async cancel(owner: ApiOrderOwner, id: string, now: Date): Promise<CancelApiOrderOutcome> {
    return this.#db.transaction(async (tx): Promise<CancelApiOrderOutcome> => {
      const row = await this.#lock(tx, owner, id);
      if (!row) return { kind: 'not-found' };
      if (row.state === 'fulfilled') return { kind: 'fulfilled' };
      if (row.state === 'cancelled')
        return { kind: 'unchanged', order: await this.#object(tx, id) };
      await this.#cancelRow(tx, row, now);
      return { kind: 'cancelled', order: await this.#object(tx, id) };
    });
  }

  // A draft or a placed order (locked) → cancelled: live tonnes back to stock, a placed order's
  // price back to its balance, and order.cancelled.
  async #cancelRow(tx: Database, row: ApiOrderRow, now: Date): Promise<void> {
    await tx
      .update(apiOrders)
      .set({ state: 'cancelled', cancelledAt: now })
      .where(eq(apiOrders.id, row.id));
    if (row.mode === 'live')
      await tx
        .update(products)
        .set({ availableTonnes: sql`${products.availableTonnes} + ${row.tonnes}` })
        .where(eq(products.id, row.productId));
    if (row.state === 'placed')
      await creditBalance(
        tx,
        {
          userId: row.userId,
          mode: row.mode,
          amountCents: row.amountCents,
          reason: 'order_cancelled',
          apiOrderId: row.id,
        },
        now,
      );
    await this.#event(tx, row, 'order.cancelled', now);
  }

  async find(owner: ApiOrderOwner, id: string): Promise<ApiOrderObject | null> {
    const [row] = await this.#db
      .select()
      .from(apiOrders)
      .where(
        and(
          eq(apiOrders.id, id),
          eq(apiOrders.userId, owner.userId),
          eq(apiOrders.mode, owner.mode),
        ),
      );
    if (!row) return null;
    const [object] = await apiOrderObjects(this.#db, [row], this.#publicUrl);
    return object ?? null;
  }

  async list(
    owner: ApiOrderOwner,
    page: { limit: number; startingAfter?: string },
  ): Promise<{ orders: ApiOrderObject[]; hasMore: boolean }> {
    const own = and(eq(apiOrders.userId, owner.userId), eq(apiOrders.mode, owner.mode));
    let after: { createdAt: Date; id: string } | undefined;
    if (page.startingAfter !== undefined) {
      const [cursor] = await this.#db
        .select({ createdAt: apiOrders.createdAt, id: apiOrders.id })
        .from(apiOrders)
        .where(and(own, eq(apiOrders.id, page.startingAfter)));
      // A cursor that is not one of this owner's orders starts nowhere: an empty page.
      if (!cursor) return { orders: [], hasMore: false };
      after = cursor;
    }
    const rows = await this.#db
      .select()
      .from(apiOrders)
      .where(
        and(
          own,
          after &&
            or(
              lt(apiOrders.createdAt, after.createdAt),
              and(eq(apiOrders.createdAt, after.createdAt), lt(apiOrders.id, after.id)),
            ),
        ),
      )
      .orderBy(desc(apiOrders.createdAt), desc(apiOrders.id))
      .limit(page.limit + 1);
    const hasMore = rows.length > page.limit;
    const orders = await apiOrderObjects(this.#db, rows.slice(0, page.limit), this.#publicUrl);
    return { orders, hasMore };
  }

  async expireDrafts(now: Date): Promise<string[]> {
    return this.#db.transaction(async (tx) => {
      // Drafts another transaction holds (being placed now) are skipped, not waited for.
      const due = await tx
        .select()
        .from(apiOrders)
        .where(and(eq(apiOrders.state, 'draft'), lte(apiOrders.draftExpiresAt, now)))
        .orderBy(apiOrders.productId, apiOrders.id)
        .limit(DRAFT_EXPIRY_BATCH)
        .for('update', { skipLocked: true });
      for (const row of due) await this.#cancelRow(tx, row, now);
      return due.map((row) => row.id);
    });
  }

  fulfil(id: string, now: Date): Promise<'fulfilled' | 'already' | 'not-placed'> {
    return fulfilApiOrder(this.#db, this.#jobs, this.#publicUrl, id, now);
  }
}
