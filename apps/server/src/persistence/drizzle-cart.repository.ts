import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartLineRecord, CartRepository } from '../services/ports/cart.repository.port.js';
import type { Database } from './database.js';
import { cartItems, products } from './schema.js';
import { type StatementNaming, statementName } from './statement-names.js';

// PostgreSQL's foreign_key_violation: the user or product of a line no longer exists.
const FOREIGN_KEY_VIOLATION = '23503';

// The cart add's statements run on every add: prepared once per repository, so Drizzle builds
// their SQL once and node-postgres parses each once per connection (named statements).
function prepareListForUser(db: Database, naming: StatementNaming) {
  return db
    .select({
      cartItemId: cartItems.id,
      productId: cartItems.productId,
      productName: products.title,
      thumbnailImageUrl: products.imageUrl,
      priceCents: products.priceCents,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.id))
    .prepare(statementName('cart_items_list_for_user', naming));
}

// One round trip: the line is inserted from the catalogue's row (its price, never the client's),
// so an unknown or unpublished product inserts nothing and returns no row. Insert … select names
// every column, and a select cannot say `default`: the id comes from the serial's own sequence.
function prepareAddOrKeepLarger(db: Database, naming: StatementNaming) {
  const fromCatalogue = db
    .select({
      id: sql<number>`nextval('cart_items_id_seq')`.as('id'),
      userId: sql<number>`${sql.placeholder('userId')}::integer`.as('user_id'),
      productId: products.id,
      quantity: sql<number>`${sql.placeholder('quantity')}::integer`.as('quantity'),
      priceAtTimeCents: products.priceCents,
      createdAt: sql<Date>`now()`.as('created_at'),
      updatedAt: sql<Date>`now()`.as('updated_at'),
    })
    .from(products)
    .where(and(eq(products.id, sql.placeholder('productId')), eq(products.published, true)));
  return db
    .insert(cartItems)
    .select(fromCatalogue)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: {
        quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: cartItems.id })
    .prepare(statementName('cart_items_add_or_keep_larger', naming));
}

/** Server carts in the cart_items table; every statement is scoped to one user. */
export class DrizzleCartRepository implements CartRepository {
  readonly #db: Database;
  readonly #listForUser: ReturnType<typeof prepareListForUser>;
  readonly #addOrKeepLarger: ReturnType<typeof prepareAddOrKeepLarger>;

  constructor(db: Database, naming: StatementNaming = {}) {
    this.#db = db;
    this.#listForUser = prepareListForUser(db, naming);
    this.#addOrKeepLarger = prepareAddOrKeepLarger(db, naming);
  }

  listForUser(userId: number): Promise<CartLineRecord[]> {
    return this.#listForUser.execute({ userId });
  }

  /** One upsert, so concurrent adds of a product can never create two lines or double a quantity. */
  async addOrKeepLarger(line: {
    userId: number;
    productId: number;
    quantity: number;
  }): Promise<boolean> {
    try {
      const rows = await this.#addOrKeepLarger.execute(line);
      return rows.length > 0;
    } catch (error) {
      // A token can outlive its account: there is then no cart to add to, which is not a server
      // fault (the product was found, so the add is answered as before, with the empty cart).
      if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) return true;
      throw error;
    }
  }

  async updateQuantity(userId: number, cartItemId: number, quantity: number): Promise<boolean> {
    const rows = await this.#db
      .update(cartItems)
      .set({ quantity, updatedAt: sql`now()` })
      .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  async remove(userId: number, cartItemId: number): Promise<boolean> {
    const rows = await this.#db
      .delete(cartItems)
      .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  async clear(userId: number): Promise<void> {
    await this.#db.delete(cartItems).where(eq(cartItems.userId, userId));
  }
}

// Drizzle wraps driver errors (error.cause); node-postgres and PGlite both carry the SQLSTATE in `code`.
function postgresErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
