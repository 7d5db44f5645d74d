import { restoreSession } from '../session/restore-session.use-case.js';
import { err, ok, type Result } from '../shared/result.js';
import { removeFromLocalCart } from './cart-rules.js';
import {
  type CartDeps,
  type CartFailure,
  type CartView,
  rereadServerCart,
} from './cart-use-case.js';
import type { CartItemId } from './local-cart-item.js';

/**
 * Removes a line (spec §4). Logged in: DELETE /api/cart/remove/{cartItemId} then the cart is
 * re-read; logged out: the local cart changes.
 */
export async function removeItem(
  deps: CartDeps,
  cartItemId: CartItemId,
): Promise<Result<CartView, CartFailure>> {
  const local = deps.cartStore.load();
  if (!restoreSession(deps).ok) {
    const cart = removeFromLocalCart(local, cartItemId);
    deps.cartStore.save(cart);
    return ok({ cart });
  }
  const removed = await deps.cartGateway.remove(cartItemId);
  if (!removed.ok) return err({ code: 'CART.SYNC_FAILED', cause: removed.error, cart: local });
  return rereadServerCart(deps, local);
}
