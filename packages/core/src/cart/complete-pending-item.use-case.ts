import type { Result } from '../shared/result.js';
import { type AddToCartSuccess, addToCart } from './add-to-cart.use-case.js';
import type { CartDeps, CartFailure } from './cart-use-case.js';
import { type PostLoginDestination, postLoginDestination } from './pending-item.js';

/** Where to go after login, and how adding the pending item went (null: there was none). */
export interface PendingItemOutcome {
  readonly next: PostLoginDestination;
  readonly added: Result<AddToCartSuccess, CartFailure> | null;
}

/**
 * After a successful login (spec §4): adds the pending item, if any, as addToCart does, and clears
 * it; the destination is /AddToCard when there was one, else /Carbon. The UI waits
 * LOGIN_REDIRECT_DELAY_MS before going there.
 */
export async function completePendingItemAfterLogin(deps: CartDeps): Promise<PendingItemOutcome> {
  const pending = deps.cartStore.getPendingItem();
  const next = postLoginDestination(pending);
  if (pending === null) return { next, added: null };
  // Cleared first: if the session is somehow invalid, addToCart stores the item again.
  deps.cartStore.clearPendingItem();
  return { next, added: await addToCart(deps, pending) };
}
