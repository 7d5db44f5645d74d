import type { LocalCartItem } from '../../src/cart/local-cart-item.js';
import type { AddToCartItem } from '../../src/catalogue/product.js';
import type { CartStore } from '../../src/ports/cart-store.port.js';

/**
 * A CartStore held in memory. It copies on the way in and out, as real storage (JSON) does, so a
 * caller that mutates what it loaded cannot change what is stored. null items means 'no stored copy'.
 */
export class InMemoryCartStore implements CartStore {
  items: LocalCartItem[] | null;
  pendingItem: AddToCartItem | null;
  /** How many times save() was called. */
  saveCount = 0;

  constructor(
    initial: { items?: readonly LocalCartItem[]; pendingItem?: AddToCartItem | null } = {},
  ) {
    this.items = initial.items ? [...initial.items] : null;
    this.pendingItem = initial.pendingItem ?? null;
  }

  load(): LocalCartItem[] {
    return (this.items ?? []).map((item) => ({ ...item }));
  }

  save(items: readonly LocalCartItem[]): void {
    this.saveCount += 1;
    this.items = items.map((item) => ({ ...item }));
  }

  clear(): void {
    this.items = null;
  }

  getPendingItem(): AddToCartItem | null {
    return this.pendingItem ? { ...this.pendingItem } : null;
  }

  setPendingItem(item: AddToCartItem): void {
    this.pendingItem = { ...item };
  }

  clearPendingItem(): void {
    this.pendingItem = null;
  }
}
