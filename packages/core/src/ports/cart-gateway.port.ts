import type { CartItemId } from '../cart/local-cart-item.js';
import type { ServerCart, ServerCartItem } from '../cart/server-cart.js';
import type { GatewayResult } from './gateway-error.js';

/** Body of POST /api/cart/add (spec §7): numbers only. */
export interface CartAddRequest {
  readonly productId: number;
  /** Tonnes of CO2. */
  readonly quantity: number;
  /** Price of one tonne when added, in dollars. */
  readonly priceAtTime: number;
}

/** Body of PUT /api/cart/update (spec §7). */
export interface CartUpdateRequest {
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
  add(request: CartAddRequest): GatewayResult<void>;
  /** PUT /api/cart/update: sets one line's quantity. */
  update(request: CartUpdateRequest): GatewayResult<void>;
  /** DELETE /api/cart/remove/{cartItemId}: removes one line. */
  remove(cartItemId: CartItemId): GatewayResult<void>;
}
