import { err, ok, type Result } from '@netzero/core';
import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type { MailMessage } from '../services/ports/mailer.port.js';
import type {
  CreatePendingFailure,
  DueOrder,
  FulfilmentOutcome,
  HoldPolicy,
  LatePaymentOutcome,
  NewOrder,
  OrderRecord,
  OrderRepository,
  ProjectHold,
  SerialRangeRecord,
  StockFailure,
} from '../services/ports/order.repository.port.js';
import {
  type HeldByClient,
  judgeClientHolds,
  lockClient,
  preparedHeldByClient,
} from './client-holds.js';
import type { Database } from './database.js';
import { asJobTransaction, DrizzleJobQueue } from './drizzle-job.queue.js';
import { reopenOrRefund } from './late-payment.js';
import { lineColumns, loadOrders, orderColumns } from './order-records.js';
import { isUniqueViolation } from './postgres-errors.js';
import { inTransaction } from './prepared-in-transaction.js';
import { cartItems, creditRetirements, orderItems, orders } from './schema.js';
import { type StatementNaming, StatementsByCount, statementName } from './statement-names.js';
import {
  preparedTakeTonnes,
  retireOrderLines,
  returnTonnes,
  type TonnesTaker,
  totalsByProduct,
} from './stock-ledger.js';

// Thrown inside a transaction to roll it back with an expected outcome.
class Rollback extends Error {
  constructor(readonly failure: CreatePendingFailure) {
    super(typeof failure === 'string' ? failure : failure.code);
  }
}

// How many due orders one sweep expires; the next sweep takes the rest.
const EXPIRY_BATCH = 500;

// Every checkout records its provider session: prepared once, so Drizzle builds its SQL once.
function prepareAttachSession(db: Database, naming: StatementNaming) {
  return db
    .update(orders)
    .set({ providerSessionId: sql`${sql.placeholder('providerSessionId')}` })
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare(statementName('orders_attach_session', naming));
}

// A reservation's own statements, sent inside its transaction, prepared once per repository (run
// there through inTransaction): Drizzle builds their SQL once, not with every checkout.

function prepareInsertOrder(db: Database, naming: StatementNaming) {
  const value = (name: string) => sql.placeholder(name);
  return db
    .insert(orders)
    .values({
      userId: value('userId'),
      email: value('email'),
      receiptName: value('receiptName'),
      kind: value('kind'),
      paymentMethod: value('paymentMethod'),
      totalCents: 0,
      donationCents: value('donationCents'),
      provider: value('provider'),
      subscriptionId: value('subscriptionId'),
      providerInvoiceId: value('providerInvoiceId'),
      reservationExpiresAt: value('reservationExpiresAt'),
      clientIp: value('clientIp'),
    })
    .returning(orderColumns)
    .prepare(statementName('orders_insert_pending', naming));
}

// Up to this many lines, the insert of an order's lines is prepared once per line count and kept
// (a direct checkout has one line, a cart a few); a longer order's is built for its call.
const MAX_KEPT_LINE_COUNT = 8;

// The order's lines (placeholders productId{i}, quantity{i}, productName{i}, priceAtTimeCents{i})
// with the priced total put on the order (orderId, currency, totalCents) in the same statement:
// a data-modifying WITH runs to completion whether or not the insert reads it, so one round trip.
function prepareInsertLines(db: Database, lineCount: number, name: string) {
  const value = (name: string) => sql.placeholder(name);
  const priceOrder = db.$with('price_order').as(
    db
      .update(orders)
      .set({ currency: sql`${value('currency')}`, totalCents: sql`${value('totalCents')}` })
      .where(eq(orders.id, value('orderId')))
      .returning({ id: orders.id }),
  );
  return db
    .with(priceOrder)
    .insert(orderItems)
    .values(
      Array.from({ length: lineCount }, (_, i) => ({
        orderId: value('orderId'),
        productId: value(`productId${i}`),
        quantity: value(`quantity${i}`),
        productName: value(`productName${i}`),
        priceAtTimeCents: value(`priceAtTimeCents${i}`),
      })),
    )
    .returning(lineColumns)
    .prepare(name);
}

type InsertLines = ReturnType<typeof prepareInsertLines>;

/**
 * Orders, reservations and the serial ledger in PostgreSQL or PGlite. Every state change is a
 * conditional update inside one transaction, so the database, not process memory, decides which
 * of several concurrent servers wins.
 */
export class DrizzleOrderRepository implements OrderRepository {
  readonly #db: Database;

  readonly #jobs: JobQueue;

  readonly #attachSession: ReturnType<typeof prepareAttachSession>;
  readonly #insertOrder: ReturnType<typeof prepareInsertOrder>;
  readonly #insertLines: StatementsByCount<InsertLines>;
  readonly #takeTonnes: TonnesTaker;
  readonly #heldByClient: HeldByClient;

  /** `jobs` defaults to the queue in the same database (the receipt is queued there). */
  constructor(
    db: Database,
    jobs: JobQueue = new DrizzleJobQueue(db),
    naming: StatementNaming = {},
  ) {
    this.#db = db;
    this.#jobs = jobs;
    this.#attachSession = prepareAttachSession(db, naming);
    this.#insertLines = new StatementsByCount({
      build: (lineCount, name) => prepareInsertLines(db, lineCount, name),
      name: 'order_items_insert_priced',
      kept: MAX_KEPT_LINE_COUNT,
      naming,
    });
    this.#insertOrder = prepareInsertOrder(db, naming);
    this.#takeTonnes = preparedTakeTonnes(db, naming);
    this.#heldByClient = preparedHeldByClient(db, naming);
  }

  createPending(order: NewOrder): Promise<Result<OrderRecord, StockFailure>>;
  createPending(
    order: NewOrder,
    holds: HoldPolicy | undefined,
  ): Promise<Result<OrderRecord, CreatePendingFailure>>;
  async createPending(
    order: NewOrder,
    holds?: HoldPolicy,
  ): Promise<Result<OrderRecord, CreatePendingFailure>> {
    if (order.lines.length === 0) throw new RangeError('an order needs at least one line');
    const donationCents = order.donationCents ?? 0;
    if (!Number.isSafeInteger(donationCents) || donationCents < 0)
      throw new RangeError(`donationCents must be a whole number >= 0, got ${donationCents}`);
    for (const line of order.lines) {
      // A zero or negative quantity would add stock through the conditional update.
      if (!Number.isInteger(line.quantity) || line.quantity < 1)
        throw new RangeError(`quantity must be a whole number >= 1, got ${line.quantity}`);
    }
    try {
      const created = await this.#db.transaction(async (tx) => {
        // Before any row lock: this client's other reservations in flight finish first.
        if (holds) await lockClient(tx, order);
        // The order row comes first, before any product row is locked: every transaction takes
        // orders before products, so none waits for another in a cycle. (A renewal whose invoice
        // is being fulfilled by a concurrent caller waits here, holding no product, then finds
        // the invoice taken.)
        const [row] = await inTransaction(this.#insertOrder, tx).execute({
          userId: order.userId,
          email: order.email,
          receiptName: order.receiptName,
          kind: order.kind,
          paymentMethod: order.paymentMethod,
          donationCents,
          provider: order.provider,
          subscriptionId: order.subscriptionId ?? null,
          providerInvoiceId: order.providerInvoiceId ?? null,
          reservationExpiresAt: order.reservationExpiresAt,
          clientIp: order.clientIp ?? null,
        });
        if (!row) throw new Error('insert into orders returned no row');
        const priced = new Map<number, { title: string; priceCents: number; currency: string }>();
        const projects: Omit<ProjectHold, 'heldTonnes'>[] = [];
        for (const [productId, quantity] of totalsByProduct(order.lines)) {
          const taken = await this.#takeTonnes(tx, productId, quantity, {
            publishedOnly: !order.providerInvoiceId,
          });
          if (taken === 'missing') throw new Rollback('PRODUCT_NOT_FOUND');
          if (taken === 'short') throw new Rollback('NOT_ENOUGH_CREDITS');
          priced.set(productId, taken);
          projects.push({
            productId,
            projectName: taken.title,
            requestedTonnes: quantity,
            availableTonnes: taken.availableTonnes + quantity,
          });
        }
        const refusal =
          holds && (await judgeClientHolds(this.#heldByClient, tx, order, row.id, projects, holds));
        if (refusal) throw new Rollback(refusal);
        const items = order.lines.map((line) => {
          const product = priced.get(line.productId);
          if (!product) throw new Error('unpriced line');
          return { ...line, productName: product.title, priceAtTimeCents: product.priceCents };
        });
        const currency = priced.values().next().value?.currency ?? 'USD';
        const totalCents =
          items.reduce((sum, item) => sum + item.priceAtTimeCents * item.quantity, 0) +
          donationCents;
        // The priced total goes on the order in the statement that writes its lines (one round
        // trip). The order row itself had to come first, before the products (see above).
        const values: Record<string, unknown> = { orderId: row.id, currency, totalCents };
        for (const [i, item] of items.entries()) {
          values[`productId${i}`] = item.productId;
          values[`quantity${i}`] = item.quantity;
          values[`productName${i}`] = item.productName;
          values[`priceAtTimeCents${i}`] = item.priceAtTimeCents;
        }
        const lines = await inTransaction(this.#insertLines.of(items.length), tx).execute(values);
        // What the statements returned is the order as committed: no re-read (a new order has no
        // certificate), three statements fewer per reservation.
        const record: OrderRecord = {
          ...row,
          currency,
          totalCents,
          lines: lines.sort((a, b) => a.orderItemId - b.orderItemId),
          certificateId: null,
        };
        return record;
      });
      return ok(created);
    } catch (error) {
      if (error instanceof Rollback) return err(error.failure);
      // A renewal racing its own redelivery: the invoice's order exists (its tonnes were taken
      // once, by that order's transaction; this one rolled back).
      if (order.providerInvoiceId && isUniqueViolation(error)) {
        const [existing] = await loadOrders(
          this.#db,
          eq(orders.providerInvoiceId, order.providerInvoiceId),
        );
        if (existing) return ok(existing);
      }
      throw error;
    }
  }

  async attachSession(orderId: number, providerSessionId: string): Promise<void> {
    await this.#attachSession.execute({ orderId, providerSessionId });
  }

  async linkSubscription(orderId: number, subscriptionId: number): Promise<void> {
    await this.#db.update(orders).set({ subscriptionId }).where(eq(orders.id, orderId));
  }

  async findById(orderId: number): Promise<OrderRecord | null> {
    const [order] = await loadOrders(this.#db, eq(orders.id, orderId));
    return order ?? null;
  }

  async findBySessionId(providerSessionId: string): Promise<OrderRecord | null> {
    const [order] = await loadOrders(this.#db, eq(orders.providerSessionId, providerSessionId));
    return order ?? null;
  }

  async findByInvoiceId(providerInvoiceId: string): Promise<OrderRecord | null> {
    const [order] = await loadOrders(this.#db, eq(orders.providerInvoiceId, providerInvoiceId));
    return order ?? null;
  }

  /**
   * The conditional PENDING → PAID update decides the one winner (concurrent callers wait on the
   * order's row, then find it PAID); only the winner allocates serials and issues the
   * certificate, in the same transaction, so a crash leaves all of it or none of it.
   */
  async fulfil(
    orderId: number,
    certificate: { id: string; recipientName: string },
    now: Date,
    receipt?: (paid: OrderRecord) => MailMessage | null,
  ): Promise<FulfilmentOutcome | null> {
    const won = await this.#db.transaction(async (tx) => {
      const [paid] = await tx
        .update(orders)
        .set({ status: 'PAID', paidAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')))
        .returning({ id: orders.id, kind: orders.kind, userId: orders.userId });
      if (!paid) return false;
      // A paid cart order empties its buyer's cart in the same transaction: a crash after paying
      // can no longer leave the bought lines in the cart.
      if (paid.kind === 'cart' && paid.userId !== null)
        await tx.delete(cartItems).where(eq(cartItems.userId, paid.userId));
      await retireOrderLines(tx, orderId, certificate, now);
      const [order] = receipt ? await loadOrders(tx, eq(orders.id, orderId)) : [];
      const message = order ? receipt?.(order) : null;
      if (message) {
        const job = {
          kind: 'send-mail',
          payload: message,
          dedupeKey: `receipt:${orderId}`,
        } as const;
        await this.#jobs.enqueue(job, asJobTransaction(tx));
      }
      return true;
    });
    const order = await this.findById(orderId);
    if (!order) return null;
    if (won) return { fulfilledNow: true, order };
    return order.status === 'PAID' ? { fulfilledNow: false, order } : null;
  }

  reopenOrRefund(orderId: number, reservationExpiresAt: Date): Promise<LatePaymentOutcome> {
    return reopenOrRefund(this.#db, this.#jobs, orderId, reservationExpiresAt);
  }

  async close(
    orderId: number,
    status: 'FAILED' | 'CANCELLED' | 'EXPIRED',
    now: Date,
  ): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const closed = await this.#leavePending(tx, eq(orders.id, orderId), status, now);
      await returnTonnes(tx, closed);
      return closed.length > 0;
    });
  }

  async findDue(now: Date, limit: number): Promise<DueOrder[]> {
    return this.#db
      .select({ id: orders.id, providerSessionId: orders.providerSessionId })
      .from(orders)
      .where(and(eq(orders.status, 'PENDING'), lt(orders.reservationExpiresAt, now)))
      .orderBy(asc(orders.id))
      .limit(limit);
  }

  async expireDue(now: Date, among?: readonly number[]): Promise<number[]> {
    if (among?.length === 0) return [];
    return this.#db.transaction(async (tx) => {
      // Rows another transaction holds (a fulfilment in progress) are skipped, not waited for:
      // if that payment fails, the next sweep expires the order.
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'PENDING'),
            lt(orders.reservationExpiresAt, now),
            among === undefined ? undefined : inArray(orders.id, [...among]),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(EXPIRY_BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      const expired = await this.#leavePending(tx, inArray(orders.id, ids), 'EXPIRED', now);
      await returnTonnes(tx, expired);
      return expired;
    });
  }

  async listVisibleTo(
    userId: number,
    verifiedEmail: string | null,
    page: number,
    size: number,
  ): Promise<{ orders: OrderRecord[]; total: number; paidCents: number }> {
    const own = eq(orders.userId, userId);
    const visible =
      verifiedEmail === null
        ? own
        : or(
            own,
            and(isNull(orders.userId), sql`lower(${orders.email}) = lower(${verifiedEmail})`),
          );
    const limit = Math.max(1, Math.floor(size));
    const offset = Math.max(0, Math.floor(page)) * limit;
    const [list, [count]] = await Promise.all([
      loadOrders(this.#db, visible, { limit, offset }),
      this.#db
        .select({
          total: sql`count(*)`.mapWith(Number),
          // The dashboard's Total Revenue: every paid order, not the page on screen.
          paidCents:
            sql`coalesce(sum(case when ${orders.status} = 'PAID' then ${orders.totalCents} else 0 end), 0)`.mapWith(
              Number,
            ),
        })
        .from(orders)
        .where(visible),
    ]);
    return { orders: list, total: count?.total ?? 0, paidCents: count?.paidCents ?? 0 };
  }

  async serialRanges(orderId: number): Promise<SerialRangeRecord[]> {
    return this.#db
      .select({
        // Inner-joined to its order line, so never null here.
        orderItemId: orderItems.id,
        productId: creditRetirements.productId,
        firstSerial: creditRetirements.firstSerial,
        lastSerial: creditRetirements.lastSerial,
      })
      .from(creditRetirements)
      .innerJoin(orderItems, eq(orderItems.id, creditRetirements.orderItemId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(creditRetirements.orderItemId), asc(creditRetirements.firstSerial));
  }

  // The one way out of PENDING: conditional, so of two racing transitions only one takes effect.
  async #leavePending(
    tx: Database,
    which: SQL,
    status: 'FAILED' | 'CANCELLED' | 'EXPIRED',
    now: Date,
  ): Promise<number[]> {
    const rows = await tx
      .update(orders)
      .set({ status, closedAt: now })
      .where(and(which, eq(orders.status, 'PENDING')))
      .returning({ id: orders.id });
    return rows.map((row) => row.id);
  }
}
