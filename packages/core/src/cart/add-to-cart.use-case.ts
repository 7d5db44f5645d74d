import type { AddToCartItem } from '../catalogue/product.js';
import { restoreSession } from '../session/restore-session.use-case.js';
import { err, ok, type Result } from '../shared/result.js';
import { planCartPush } from './cart-push-plan.js';
import { addToLocalCart, nextLocalCartItemId } from './cart-rules.js';
import type { CartDeps, CartFailure, CartView } from './cart-use-case.js';
import { serverCartToLocal } from './server-cart.js';
import { isNumericUserId } from './user-id.js';

/**
 * How an add ended: 'waiting-for-login' when logged out (the item is pending), 'added' when it is
 * in the cart. The web app turns this into its page (/Login or /AddToCard).
 */
export type AddToCartOutcome = 'waiting-for-login' | 'added';

/** The outcome of an add and the local cart after it. */
export interface AddToCartSuccess extends CartView {
  readonly outcome: AddToCartOutcome;
}

/**
 * Adds a product (spec §4). Logged out: the item is stored as pending (the user must log in).
 * Logged in: it is added locally, the cart is pushed to the server (planCartPush) and then
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
    return ok({ outcome: 'waiting-for-login', cart: before });
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
  if (!isNumericUserId(userId)) return ok({ outcome: 'added', cart });
  const reloaded = await deps.cartGateway.getUserCart(String(userId));
  if (!reloaded.ok) return err({ code: 'CART.ADD_FAILED', cause: reloaded.error, cart });
  const serverCart = serverCartToLocal(reloaded.value ?? []);
  deps.cartStore.save(serverCart);
  return ok({ outcome: 'added', cart: serverCart });
}
