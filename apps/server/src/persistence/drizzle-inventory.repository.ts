import { err, ok, type Result } from '@netzero/core';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { OperatorActor } from '../services/ports/audit-log.port.js';
import type {
  InventoryRepository,
  IssuanceRecord,
  LedgerEntryRecord,
  ManualRetirement,
  NewIssuance,
} from '../services/ports/inventory.repository.port.js';
import { appendAuditEntry } from './audit-records.js';
import type { Database } from './database.js';
import { isExclusionViolation } from './postgres-errors.js';
import { creditIssuances, creditRetirements, orderItems, products } from './schema.js';
import { allocateSerials, takeTonnes } from './stock-ledger.js';

/** The most tonnes a project's available counter may reach (an int column, with headroom). */
export const MAX_PROJECT_TONNES = 2_000_000_000;
/** The highest serial the ledger's range check allows. */
const MAX_SERIAL = 9_999_999_999;

type IssueFailure = 'PROJECTS.NOT_FOUND' | 'INVENTORY.BLOCK_OVERLAPS' | 'INVENTORY.STOCK_TOO_LARGE';
class Refused extends Error {
  constructor(readonly code: IssueFailure) {
    super(code);
  }
}

const ledgerColumns = {
  id: creditRetirements.id,
  firstSerial: creditRetirements.firstSerial,
  lastSerial: creditRetirements.lastSerial,
  retiredAt: creditRetirements.retiredAt,
  cancelledAt: creditRetirements.cancelledAt,
  orderId: orderItems.orderId,
  certificateId: creditRetirements.certificateId,
  beneficiary: creditRetirements.beneficiary,
  note: creditRetirements.note,
};

/** Issued blocks, the allocation ledger and manual retirements, on PGlite or PostgreSQL. */
export class DrizzleInventoryRepository implements InventoryRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async issuances(productId: number): Promise<IssuanceRecord[] | null> {
    if (!(await this.#exists(productId))) return null;
    return this.#db
      .select()
      .from(creditIssuances)
      .where(eq(creditIssuances.productId, productId))
      .orderBy(asc(creditIssuances.firstSerial));
  }

  async issue(
    productId: number,
    block: NewIssuance,
    actor: OperatorActor,
  ): Promise<Result<IssuanceRecord, IssueFailure>> {
    try {
      return ok(
        await this.#db.transaction(async (tx) => {
          // The product row first: blocks of one project are added one at a time, and after
          // any allocation in flight (the ledger's lock order).
          const [product] = await tx
            .select({ available: products.availableTonnes })
            .from(products)
            .where(eq(products.id, productId))
            .for('update');
          if (!product) throw new Refused('PROJECTS.NOT_FOUND');
          const [highest] = await tx
            .select({
              last: sql<number>`coalesce(max(${creditIssuances.lastSerial}), 0)`.mapWith(Number),
            })
            .from(creditIssuances)
            .where(eq(creditIssuances.productId, productId));
          const first = block.firstSerial ?? (highest?.last ?? 0) + 1;
          const last = block.lastSerial ?? first + (block.quantity ?? 1) - 1;
          const quantity = last - first + 1;
          if (last > MAX_SERIAL || product.available + quantity > MAX_PROJECT_TONNES)
            throw new Refused('INVENTORY.STOCK_TOO_LARGE');
          const [created] = await tx
            .insert(creditIssuances)
            .values({
              productId,
              vintage: block.vintage,
              registrySerialBlock: block.registrySerialBlock,
              firstSerial: first,
              lastSerial: last,
              quantity,
              createdBy: actor.userId,
            })
            .returning();
          if (!created) throw new Error('insert into credit_issuances returned no row');
          await tx
            .update(products)
            .set({
              availableTonnes: sql`${products.availableTonnes} + ${quantity}`,
              updatedAt: sql`now()`,
            })
            .where(eq(products.id, productId));
          await appendAuditEntry(tx, {
            actor,
            action: 'inventory.issue',
            targetType: 'project',
            targetId: String(productId),
            before: { availableTonnes: product.available },
            after: {
              availableTonnes: product.available + quantity,
              block: { ...block, firstSerial: first, lastSerial: last, quantity, id: created.id },
            },
          });
          return created;
        }),
      );
    } catch (error) {
      if (error instanceof Refused) return err(error.code);
      if (isExclusionViolation(error)) return err('INVENTORY.BLOCK_OVERLAPS');
      throw error;
    }
  }

  async ledger(productId: number, page: number, size: number) {
    if (!(await this.#exists(productId))) return null;
    const where = eq(creditRetirements.productId, productId);
    const [entries, [total]] = await Promise.all([
      this.#db
        .select(ledgerColumns)
        .from(creditRetirements)
        .leftJoin(orderItems, eq(orderItems.id, creditRetirements.orderItemId))
        .where(where)
        .orderBy(asc(creditRetirements.firstSerial), asc(creditRetirements.id))
        .limit(size)
        .offset(page * size),
      this.#db.select({ n: count() }).from(creditRetirements).where(where),
    ]);
    return { entries, total: total?.n ?? 0 };
  }

  async retire(productId: number, retirement: ManualRetirement, actor: OperatorActor, now: Date) {
    type Failure =
      | { code: 'PROJECTS.NOT_FOUND' }
      | { code: 'INVENTORY.NOT_ENOUGH_CREDITS'; availableTonnes: number };
    return this.#db.transaction(async (tx) => {
      const taken = await takeTonnes(tx, productId, retirement.quantity);
      if (taken === 'missing') return err<Failure>({ code: 'PROJECTS.NOT_FOUND' });
      if (taken === 'short') {
        const [row] = await tx
          .select({ available: products.availableTonnes })
          .from(products)
          .where(eq(products.id, productId));
        return err<Failure>({
          code: 'INVENTORY.NOT_ENOUGH_CREDITS',
          availableTonnes: row?.available ?? 0,
        });
      }
      const ranges = await allocateSerials(tx, productId, retirement.quantity);
      const inserted = await tx
        .insert(creditRetirements)
        .values(
          ranges.map((range) => ({
            productId,
            firstSerial: range.first,
            lastSerial: range.last,
            retiredAt: now,
            beneficiary: retirement.beneficiary,
            note: retirement.note,
          })),
        )
        .returning();
      const entries: LedgerEntryRecord[] = inserted.map((row) => ({
        id: row.id,
        firstSerial: row.firstSerial,
        lastSerial: row.lastSerial,
        retiredAt: row.retiredAt,
        cancelledAt: row.cancelledAt,
        orderId: null,
        certificateId: null,
        beneficiary: row.beneficiary,
        note: row.note,
      }));
      await appendAuditEntry(tx, {
        actor,
        action: 'inventory.retire',
        targetType: 'project',
        targetId: String(productId),
        before: { availableTonnes: taken.availableTonnes + retirement.quantity },
        after: { availableTonnes: taken.availableTonnes, ...retirement, ranges },
      });
      return ok({ entries, availableTonnes: taken.availableTonnes });
    });
  }

  async #exists(productId: number): Promise<boolean> {
    const [row] = await this.#db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId));
    return row !== undefined;
  }
}
