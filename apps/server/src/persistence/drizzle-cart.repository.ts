import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartLineRecord, CartRepository } from '../services/ports/cart.repository.port.js';
import type { Database } from './database.js';
import { cartItems, products } from './schema.js';

// PostgreSQL's foreign_key_violation: the user or product of a line no longer exists.
const FOREIGN_KEY_VIOLATION = '23503';

/** Server carts in the cart_items table; every statement is scoped to one user. */
export class DrizzleCartRepository implements CartRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async listForUser(userId: number): Promise<CartLineRecord[]> {
    return this.#db
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
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.id));
  }

  /** One upsert, so concurrent adds of a product can never create two lines or double a quantity. */
  async addOrKeepLarger(line: {
    userId: number;
    productId: number;
    quantity: number;
    priceCents: number;
  }): Promise<void> {
    try {
      await this.#db
        .insert(cartItems)
        .values({
          userId: line.userId,
          productId: line.productId,
          quantity: line.quantity,
          priceAtTimeCents: line.priceCents,
        })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: {
            quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)`,
            updatedAt: sql`now()`,
          },
        });
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
