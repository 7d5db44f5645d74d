import type { MessageCode } from '../messages/catalogue.js';
import type { CartGateway } from '../ports/cart-gateway.port.js';
import type { CartStore } from '../ports/cart-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { GatewayError } from '../ports/gateway-error.js';
import type { SessionStore } from '../ports/session-store.port.js';
import { err, ok, type Result } from '../shared/result.js';
import type { LocalCartItem } from './local-cart-item.js';
import { serverCartToLocal } from './server-cart.js';

/** What the cart use cases need. */
export interface CartDeps {
  readonly sessionStore: SessionStore;
  readonly cartStore: CartStore;
  readonly cartGateway: CartGateway;
  readonly clock: Clock;
}

/** Message code of a failed cart use case (spec §8). */
export type CartFailureCode = Extract<
  MessageCode,
  'CART.ADD_FAILED' | 'CART.SYNC_FAILED' | 'CART.FETCH_FAILED'
>;

/** A cart use case that failed on a server call; cart is the local cart as it now stands. */
export interface CartFailure {
  readonly code: CartFailureCode;
  readonly cause: GatewayError;
  readonly cart: readonly LocalCartItem[];
}

/** The cart to show after a use case. */
export interface CartView {
  readonly cart: readonly LocalCartItem[];
}

/**
 * Re-reads the server cart (GET /api/cart/get) into the local cart and storage; on failure the
 * local cart stays as it was (spec §8 'Cart fetch non-OK').
 */
export async function rereadServerCart(
  deps: CartDeps,
  localCart: readonly LocalCartItem[],
): Promise<Result<CartView, CartFailure>> {
  const reply = await deps.cartGateway.getCart();
  if (!reply.ok) return err({ code: 'CART.FETCH_FAILED', cause: reply.error, cart: localCart });
  const cart = serverCartToLocal(reply.value.cartItems);
  deps.cartStore.save(cart);
  return ok({ cart });
}
