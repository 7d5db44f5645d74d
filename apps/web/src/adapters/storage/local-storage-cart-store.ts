import {
  type AddToCartItem,
  type CartStore,
  type LocalCartItem,
  parsePendingItem,
  parseStoredCart,
  STORAGE_KEYS,
} from '@netzero/core';

/** CartStore in the browser's localStorage under the spec's keys cartItems and pendingCartItem. */
export class LocalStorageCartStore implements CartStore {
  constructor(private readonly storage: Storage) {}

  load(): LocalCartItem[] {
    return parseStoredCart(this.storage.getItem(STORAGE_KEYS.cartItems));
  }

  save(items: readonly LocalCartItem[]): void {
    this.storage.setItem(STORAGE_KEYS.cartItems, JSON.stringify(items));
  }

  clear(): void {
    this.storage.removeItem(STORAGE_KEYS.cartItems);
  }

  getPendingItem(): AddToCartItem | null {
    return parsePendingItem(this.storage.getItem(STORAGE_KEYS.pendingCartItem));
  }

  setPendingItem(item: AddToCartItem): void {
    this.storage.setItem(STORAGE_KEYS.pendingCartItem, JSON.stringify(item));
  }

  clearPendingItem(): void {
    this.storage.removeItem(STORAGE_KEYS.pendingCartItem);
  }
}
