import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartLineRecord, CartRepository } from '../services/ports/cart.repository.port.js';
import type { Database } from './database.js';
import { cartItems, products } from './schema.js';

// PostgreSQL's foreign_key_violation: the user or product of a line no longer exists.
const FOREIGN_KEY_VIOLATION = '23503';

// The cart add's statements run on every add: prepared once per repository, so Drizzle builds
// their SQL once and node-postgres parses each once per connection (named statements).
function prepareListForUser(db: Database) {
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
    .prepare('cart_items_list_for_user');
}

function prepareAddOrKeepLarger(db: Database) {
  return db
    .insert(cartItems)
    .values({
      userId: sql.placeholder('userId'),
      productId: sql.placeholder('productId'),
      quantity: sql.placeholder('quantity'),
      priceAtTimeCents: sql.placeholder('priceCents'),
    })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: {
        quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)`,
        updatedAt: sql`now()`,
      },
    })
    .prepare('cart_items_add_or_keep_larger');
}

/** Server carts in the cart_items table; every statement is scoped to one user. */
export class DrizzleCartRepository implements CartRepository {
  readonly #db: Database;
  readonly #listForUser: ReturnType<typeof prepareListForUser>;
  readonly #addOrKeepLarger: ReturnType<typeof prepareAddOrKeepLarger>;

  constructor(db: Database) {
    this.#db = db;
    this.#listForUser = prepareListForUser(db);
    this.#addOrKeepLarger = prepareAddOrKeepLarger(db);
  }

  listForUser(userId: number): Promise<CartLineRecord[]> {
    return this.#listForUser.execute({ userId });
  }

  /** One upsert, so concurrent adds of a product can never create two lines or double a quantity. */
  async addOrKeepLarger(line: {
    userId: number;
    productId: number;
    quantity: number;
    priceCents: number;
  }): Promise<void> {
    try {
      await this.#addOrKeepLarger.execute(line);
    } catch (error) {
      // A token can outlive its account, and a product can vanish between the service's check and
      // this insert: there is then no cart to add to, which is not a server fault.
      if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) return;
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
