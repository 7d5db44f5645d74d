import type { CartStore } from '../ports/cart-store.port.js';
import type { SessionStore } from '../ports/session-store.port.js';

/** What logout needs. */
export interface LogoutDeps {
  readonly sessionStore: SessionStore;
  readonly cartStore: CartStore;
}

/** Ends the session (spec §4): removes the token, the user id and any pending item, and empties the cart. */
export function logout(deps: LogoutDeps): void {
  deps.sessionStore.clear();
  deps.cartStore.clearPendingItem();
  deps.cartStore.clear();
}
