import { restoreSession } from '../session/restore-session.use-case.js';
import { err, ok, type Result } from '../shared/result.js';
import { toCartQuantity } from './cart-quantity.js';
import { setLocalQuantity } from './cart-rules.js';
import {
  type CartDeps,
  type CartFailure,
  type CartView,
  rereadServerCart,
} from './cart-use-case.js';
import type { CartItemId } from './local-cart-item.js';

/**
 * Sets a line's quantity, in tonnes, floored and never below 1 (spec §4). Logged in: PUT
 * /api/cart/update then the cart is re-read; logged out: the local cart changes. A quantity that
 * is not a finite number changes nothing.
 */
export async function changeQuantity(
  deps: CartDeps,
  cartItemId: CartItemId,
  quantity: number,
): Promise<Result<CartView, CartFailure>> {
  const local = deps.cartStore.load();
  const next = toCartQuantity(quantity);
  if (next === null) return ok({ cart: local });
  if (!restoreSession(deps).ok) {
    const cart = setLocalQuantity(local, cartItemId, next);
    deps.cartStore.save(cart);
    return ok({ cart });
  }
  const updated = await deps.cartGateway.update({ cartItemId, quantity: next });
  if (!updated.ok) return err({ code: 'CART.SYNC_FAILED', cause: updated.error, cart: local });
  return rereadServerCart(deps, local);
}
