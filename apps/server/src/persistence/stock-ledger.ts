import { and, asc, eq, gte, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { freeSerialPieces } from './free-serials.js';
import { inTransaction } from './prepared-in-transaction.js';
import { certificates, creditRetirements, orderItems, products } from './schema.js';
import { type StatementNaming, statementName } from './statement-names.js';

// The statements that move tonnes and serials. Each runs inside the caller's transaction, after
// the order rows it changes, and touches product rows in ascending id order: every transaction
// takes its locks in that one order (orders, then products by id), so none waits for another in
// a cycle (no deadlocks between concurrent checkouts, fulfilments, renewals and expiries).

/** Sums quantities per product, in ascending product id order. */
export function totalsByProduct(
  lines: readonly { productId: number; quantity: number }[],
): [productId: number, quantity: number][] {
  const totals = new Map<number, number>();
  for (const line of lines)
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals].sort(([a], [b]) => a - b);
}

/** A product's title, price and the tonnes left once taken; or why none were taken. */
export type TakenTonnes =
  | { title: string; priceCents: number; currency: string; availableTonnes: number }
  | 'missing'
  | 'short';

// The conditional update of takeTonnes, with values or placeholders (productId, quantity).
function takeTonnesUpdate(
  db: Database,
  productId: number | Placeholder,
  quantity: number | Placeholder,
  publishedOnly: boolean,
) {
  return db
    .update(products)
    .set({ availableTonnes: sql`${products.availableTonnes} - ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        gte(products.availableTonnes, quantity),
        publishedOnly ? eq(products.published, true) : undefined,
      ),
    )
    .returning({
      title: products.title,
      priceCents: products.priceCents,
      currency: products.currency,
      availableTonnes: products.availableTonnes,
    });
}

// Nothing was taken: the product is missing (or unpublished, with `publishedOnly`) or short.
async function notTaken(
  tx: Database,
  productId: number,
  publishedOnly: boolean,
): Promise<'missing' | 'short'> {
  const [exists] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.id, productId), publishedOnly ? eq(products.published, true) : undefined),
    );
  return exists ? 'short' : 'missing';
}

/**
 * Takes `quantity` tonnes of a product in one conditional update (never below zero, whatever
 * runs concurrently); its title, price and the tonnes left when taken, 'missing' or 'short' otherwise.
 * With `publishedOnly`, an unpublished project is 'missing' (new orders; a renewal or a late
 * payment honours what was bought while it was published).
 */
export async function takeTonnes(
  tx: Database,
  productId: number,
  quantity: number,
  { publishedOnly = false }: { publishedOnly?: boolean } = {},
): Promise<TakenTonnes> {
  const [taken] = await takeTonnesUpdate(tx, productId, quantity, publishedOnly);
  return taken ?? notTaken(tx, productId, publishedOnly);
}

/** takeTonnes with its update prepared once on `db` (every reservation sends it). */
export type TonnesTaker = typeof takeTonnes;

export function preparedTakeTonnes(db: Database, naming: StatementNaming): TonnesTaker {
  const prepare = (publishedOnly: boolean) =>
    takeTonnesUpdate(
      db,
      sql.placeholder('productId'),
      sql.placeholder('quantity'),
      publishedOnly,
    ).prepare(
      statementName(
        publishedOnly ? 'products_take_published_tonnes' : 'products_take_tonnes',
        naming,
      ),
    );
  const published = prepare(true);
  const any = prepare(false);
  return async (tx, productId, quantity, { publishedOnly = false } = {}) => {
    const update = inTransaction(publishedOnly ? published : any, tx);
    const [taken] = await update.execute({ productId, quantity });
    return taken ?? notTaken(tx, productId, publishedOnly);
  };
}

/** Gives the tonnes of the given orders' lines back to stock (once per call: callers make it once per order). */
export async function returnTonnes(tx: Database, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]));
  for (const [productId, quantity] of totalsByProduct(lines)) {
    await tx
      .update(products)
      .set({ availableTonnes: sql`${products.availableTonnes} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}

/** A range of a project's serial numbers, first to last inclusive. */
export interface SerialRange {
  readonly first: number;
  readonly last: number;
}

/**
 * Allocates `quantity` serials of a product from its issued blocks: the next ones after the
 * highest serial ever allocated (next_serial, so a call costs little however long the ledger),
 * and once the blocks' tail is used up, the lowest free ones (a refunded range's serials, a block
 * issued below the others). One range per block piece: two when the tonnes span two blocks or a
 * gap. The product row is locked first, so concurrent allocations of one project run one after
 * the other and each sees the ranges the previous one wrote; the database's exclusion constraint
 * and block trigger guard the result. The caller inserts the ranges. With `vintage`, only from
 * the blocks of that vintage (an API order that asked for one).
 */
export async function allocateSerials(
  tx: Database,
  productId: number,
  quantity: number,
  vintage?: number,
): Promise<SerialRange[]> {
  const [locked] = await tx
    .select({ next: products.nextSerial })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!locked) throw new Error(`product ${productId} vanished while its order was being fulfilled`);
  let pieces = await freeSerialPieces(tx, productId, quantity, locked.next, vintage);
  if (tonnesIn(pieces) < quantity)
    pieces = await freeSerialPieces(tx, productId, quantity, 1, vintage);
  const ranges: SerialRange[] = [];
  let wanted = quantity;
  for (const piece of pieces) {
    const last = Math.min(piece.last, piece.first + wanted - 1);
    ranges.push({ first: piece.first, last });
    wanted -= last - piece.first + 1;
    if (wanted === 0) break;
  }
  if (wanted > 0)
    throw new Error(
      `product ${productId} has stock but no free issued serials for ${quantity}${vintage === undefined ? '' : ` of vintage ${vintage}`}`,
    );
  const highest = Math.max(...ranges.map((range) => range.last));
  await tx
    .update(products)
    .set({ nextSerial: sql`greatest(${products.nextSerial}, ${highest + 1})` })
    .where(eq(products.id, productId));
  return ranges;
}

function tonnesIn(pieces: readonly SerialRange[]): number {
  return pieces.reduce((sum, piece) => sum + piece.last - piece.first + 1, 0);
}

/**
 * Retires the lines of an order being paid: its certificate, then per line (in the ledger's
 * locking order) serials allocated and written as credit_retirements under that certificate.
 * In the caller's transaction, after the order row is updated.
 */
export async function retireOrderLines(
  tx: Database,
  orderId: number,
  certificate: { id: string; recipientName: string },
  now: Date,
  { vintage }: { vintage?: number } = {},
): Promise<void> {
  await tx.insert(certificates).values({ ...certificate, orderId, issuedAt: now });
  for (const line of await linesInLockOrder(tx, orderId)) {
    const ranges = await allocateSerials(tx, line.productId, line.quantity, vintage);
    await tx.insert(creditRetirements).values(
      ranges.map((range) => ({
        orderItemId: line.id,
        certificateId: certificate.id,
        productId: line.productId,
        firstSerial: range.first,
        lastSerial: range.last,
        retiredAt: now,
      })),
    );
  }
}

/** Lines of one order in ascending product order (the ledger's locking order). */
export async function linesInLockOrder(tx: Database, orderId: number) {
  return tx
    .select({ id: orderItems.id, productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId), asc(orderItems.id));
}
