import { err, ok, type Result } from '@netzero/core';
import type { CartLineRecord, CartRepository } from '../ports/cart.repository.port.js';

/** A user's server cart: its lines and their total. */
export interface CartView {
  readonly lines: readonly CartLineRecord[];
  /** Σ price × quantity, in whole cents. */
  readonly totalCents: number;
}

/** The logged-in user's server cart (spec §3, §7; DESIGN §5 'Cart add is idempotent'). */
export class CartService {
  readonly #carts: CartRepository;

  constructor(deps: { carts: CartRepository }) {
    this.#carts = deps.carts;
  }

  /** The user's cart. */
  async getCart(userId: number): Promise<CartView> {
    return toCartView(await this.#carts.listForUser(userId));
  }

  /**
   * Adds a product, or keeps the larger of the two quantities when it is already in the cart, so
   * replaying the client's sync never doubles a line. The price is the catalogue's, never the client's.
   */
  async add(
    userId: number,
    line: { productId: number; quantity: number; priceAtTime?: number | undefined },
  ): Promise<Result<CartView, 'PRODUCTS.NOT_FOUND'>> {
    const { productId, quantity } = line;
    const added = await this.#carts.addOrKeepLarger({ userId, productId, quantity });
    if (!added) return err('PRODUCTS.NOT_FOUND');
    return ok(await this.getCart(userId));
  }

  /** Sets the quantity of one of the user's lines; another user's line is not found. */
  async update(
    userId: number,
    change: { cartItemId: number; quantity: number },
  ): Promise<Result<CartView, 'CART.ITEM_NOT_FOUND'>> {
    const changed = await this.#carts.updateQuantity(userId, change.cartItemId, change.quantity);
    return changed ? ok(await this.getCart(userId)) : err('CART.ITEM_NOT_FOUND');
  }

  /** Removes one of the user's lines; another user's line is not found. */
  async remove(
    userId: number,
    cartItemId: number,
  ): Promise<Result<CartView, 'CART.ITEM_NOT_FOUND'>> {
    const removed = await this.#carts.remove(userId, cartItemId);
    return removed ? ok(await this.getCart(userId)) : err('CART.ITEM_NOT_FOUND');
  }
}

function toCartView(lines: readonly CartLineRecord[]): CartView {
  const totalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  return { lines, totalCents };
}
