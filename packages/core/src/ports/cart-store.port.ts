import type { LocalCartItem } from '../cart/local-cart-item.js';
import type { AddToCartItem } from '../catalogue/product.js';

/** Where the local cart and the pending item live (storage keys cartItems, pendingCartItem, spec §3). */
export interface CartStore {
  /** The stored cart, or [] when there is none or it cannot be read. */
  load(): LocalCartItem[];
  save(items: readonly LocalCartItem[]): void;
  /** Removes the stored cart. */
  clear(): void;
  /** The item waiting for login, or null when there is none or it cannot be read. */
  getPendingItem(): AddToCartItem | null;
  setPendingItem(item: AddToCartItem): void;
  clearPendingItem(): void;
}
