import type { CartItemId } from '../cart/local-cart-item.js';
import type { ServerCart, ServerCartItem } from '../cart/server-cart.js';
import type { GatewayResult } from './gateway-error.js';

/** One line the local cart pushes to the server cart (spec §7's sync). */
export interface CartLineToAdd {
  readonly productId: number;
  /** Tonnes of CO2. */
  readonly quantity: number;
  /**
   * Price of one tonne when added, in dollars, as the buyer saw it. Spec §7 sends it; our server
   * prices the line from its catalogue instead (the reloaded cart shows that price).
   */
  readonly priceAtTime: number;
}

/** A new quantity for one line of the server cart. */
export interface CartQuantityChange {
  readonly cartItemId: CartItemId;
  /** The new quantity, in tonnes of CO2; at least 1. */
  readonly quantity: number;
}

/** The logged-in user's cart on the server; every call sends the bearer token (spec §7). */
export interface CartGateway {
  /** GET /api/cart/get: the cart lines and their total. */
  getCart(): GatewayResult<ServerCart>;
  /** GET /api/cart/{userId}: the cart lines, or null when the reply has no cartItems. */
  getUserCart(userId: string): GatewayResult<readonly ServerCartItem[] | null>;
  /** POST /api/cart/add: idempotent on our server (a product already in the cart is not added twice). */
  add(request: CartLineToAdd): GatewayResult<void>;
  /** PUT /api/cart/update: sets one line's quantity. */
  update(request: CartQuantityChange): GatewayResult<void>;
  /** DELETE /api/cart/remove/{cartItemId}: removes one line. */
  remove(cartItemId: CartItemId): GatewayResult<void>;
}
