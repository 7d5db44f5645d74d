import { restoreSession } from '../session/restore-session.use-case.js';
import { ok, type Result } from '../shared/result.js';
import {
  type CartDeps,
  type CartFailure,
  type CartView,
  rereadServerCart,
} from './cart-use-case.js';

/**
 * The cart to show (spec §4). Logged in: GET /api/cart/get replaces the local cart (on failure
 * CART.FETCH_FAILED carries the local cart, unchanged); logged out: the stored local cart.
 */
export async function loadCart(deps: CartDeps): Promise<Result<CartView, CartFailure>> {
  const local = deps.cartStore.load();
  if (!restoreSession(deps).ok) return ok({ cart: local });
  return rereadServerCart(deps, local);
}
