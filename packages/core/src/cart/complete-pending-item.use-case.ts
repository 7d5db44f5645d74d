import type { Result } from '../shared/result.js';
import { type AddToCartSuccess, addToCart } from './add-to-cart.use-case.js';
import type { CartDeps, CartFailure } from './cart-use-case.js';

/** How adding the pending item went; null when no item was waiting for the login. */
export interface PendingItemOutcome {
  readonly added: Result<AddToCartSuccess, CartFailure> | null;
}

/**
 * After a successful login (spec §4): adds the pending item, if any, as addToCart does, and clears
 * it. The web app then goes to the cart when an item was waiting, else to the projects, after
 * LOGIN_REDIRECT_DELAY_MS.
 */
export async function completePendingItemAfterLogin(deps: CartDeps): Promise<PendingItemOutcome> {
  const pending = deps.cartStore.getPendingItem();
  if (pending === null) return { added: null };
  // Cleared first: if the session is somehow invalid, addToCart stores the item again.
  deps.cartStore.clearPendingItem();
  return { added: await addToCart(deps, pending) };
}
