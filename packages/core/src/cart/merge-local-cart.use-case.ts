import { restoreSession } from '../session/restore-session.use-case.js';
import { err, ok, type Result } from '../shared/result.js';
import {
  type CartDeps,
  type CartFailure,
  type CartView,
  rereadServerCart,
} from './cart-use-case.js';

/**
 * After a successful login (issue 18 item 9): pushes every local line that names its product to
 * the server cart with its quantity (tonnes) and price (dollars), as spec §7's sync loop does, then
 * re-reads the server cart into the local one. Our server's add is idempotent (DESIGN §5), so a
 * product already in the server cart keeps its server line. Logged out: the local cart, untouched.
 * A failed add gives CART.SYNC_FAILED and leaves the local cart as it was, so nothing is lost.
 */
export async function mergeLocalCartAfterLogin(
  deps: CartDeps,
): Promise<Result<CartView, CartFailure>> {
  const local = deps.cartStore.load();
  if (!restoreSession(deps).ok) return ok({ cart: local });
  for (const line of local) {
    if (typeof line.productId !== 'number') continue;
    const pushed = await deps.cartGateway.add({
      productId: line.productId,
      quantity: line.quantity,
      priceAtTime: line.price,
    });
    if (!pushed.ok) return err({ code: 'CART.SYNC_FAILED', cause: pushed.error, cart: local });
  }
  return rereadServerCart(deps, local);
}
