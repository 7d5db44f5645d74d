import type { AddToCartItem } from '../catalogue/product.js';
import { restoreSession } from '../session/restore-session.use-case.js';
import { err, ok, type Result } from '../shared/result.js';
import { planCartPush } from './cart-push-plan.js';
import { addToLocalCart, nextLocalCartItemId } from './cart-rules.js';
import type { CartDeps, CartFailure, CartView } from './cart-use-case.js';
import { serverCartToLocal } from './server-cart.js';
import { isNumericUserId } from './user-id.js';

/** Where the UI goes after an add: /Login when logged out (the item waits), /AddToCard otherwise. */
export interface AddToCartSuccess extends CartView {
  readonly next: '/Login' | '/AddToCard';
}

/**
 * Adds a product (spec §4). Logged out: the item is stored as pending and the user is sent to
 * /Login. Logged in: it is added locally, the cart is pushed to the server (planCartPush) and then
 * reloaded from GET /api/cart/{userId} (skipped when the user id is not numeric). A failed call
 * gives CART.ADD_FAILED and the local cart keeps the item.
 */
export async function addToCart(
  deps: CartDeps,
  item: AddToCartItem,
): Promise<Result<AddToCartSuccess, CartFailure>> {
  const before = deps.cartStore.load();
  const session = restoreSession(deps);
  if (!session.ok) {
    deps.cartStore.setPendingItem(item);
    return ok({ next: '/Login', cart: before });
  }

  const plan = planCartPush(before, item);
  const cart = addToLocalCart(before, item, nextLocalCartItemId(before, deps.clock.nowMs()));
  deps.cartStore.save(cart);
  for (const request of plan) {
    const pushed = await deps.cartGateway.add(request);
    if (!pushed.ok) return err({ code: 'CART.ADD_FAILED', cause: pushed.error, cart });
  }

  // The stored user id is what the spec reads; the token's own claim covers a store without one.
  const userId = deps.sessionStore.getUserId() ?? session.value.userId;
  if (!isNumericUserId(userId)) return ok({ next: '/AddToCard', cart });
  const reloaded = await deps.cartGateway.getUserCart(String(userId));
  if (!reloaded.ok) return err({ code: 'CART.ADD_FAILED', cause: reloaded.error, cart });
  const serverCart = serverCartToLocal(reloaded.value ?? []);
  deps.cartStore.save(serverCart);
  return ok({ next: '/AddToCard', cart: serverCart });
}
