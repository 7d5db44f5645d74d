import { STORAGE_KEYS } from '@netzero/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStorageCartStore } from './local-storage-cart-store';
import { LocalStorageSessionStore } from './local-storage-session-store';

const item = {
  title: 'Forest',
  description: 'd',
  image: '/f.svg',
  url: '/Khasihill',
  priceDisplay: '$12 USD per tonne CO2',
  price: 12,
  currency: 'USD',
  productId: 2,
};

describe('the localStorage stores use the spec keys', () => {
  beforeEach(() => localStorage.clear());

  it('session: jwtToken and userId, cleared together', () => {
    const store = new LocalStorageSessionStore(localStorage);
    store.setToken('Bearer a.b.c');
    store.setUserId('7');
    expect(localStorage.getItem('jwtToken')).toBe('Bearer a.b.c');
    expect(store.getUserId()).toBe('7');
    store.clear();
    expect([store.getToken(), store.getUserId()]).toEqual([null, null]);
  });

  it('cart: cartItems as JSON, pendingCartItem, and unreadable copies read as empty', () => {
    const store = new LocalStorageCartStore(localStorage);
    store.save([{ productId: 2, quantity: 3, price: 12, cartItemId: 1 }]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cartItems) ?? '')).toEqual([
      { productId: 2, quantity: 3, price: 12, cartItemId: 1 },
    ]);
    expect(store.load()).toEqual([{ productId: 2, quantity: 3, price: 12, cartItemId: 1 }]);
    store.setPendingItem(item);
    expect(store.getPendingItem()).toEqual(item);
    store.clearPendingItem();
    store.clear();
    expect([store.getPendingItem(), store.load()]).toEqual([null, []]);
    localStorage.setItem(STORAGE_KEYS.cartItems, '{not json');
    expect(store.load()).toEqual([]);
  });
});
