import { describe, expect, it } from 'vitest';
import { aLocalCartItem } from '../../test/arbitraries/cart.js';
import { localCartTotal, localCartTotalCents } from './cart-total.js';

describe('localCartTotal', () => {
  it('is 0 for an empty cart', () => {
    expect(localCartTotal([])).toBe(0);
  });

  it('adds in whole cents, so 0.1 + 0.2 is 0.3', () => {
    const cart = [aLocalCartItem({ price: 0.1 }), aLocalCartItem({ price: 0.2, cartItemId: 2 })];
    expect(localCartTotal(cart)).toBe(0.3);
    expect(localCartTotalCents(cart)).toBe(30);
  });

  it('multiplies each price by its quantity', () => {
    const cart = [
      aLocalCartItem({ price: 14, quantity: 3 }),
      aLocalCartItem({ price: 18.25, quantity: 2, cartItemId: 2 }),
    ];
    expect(localCartTotal(cart)).toBe(78.5);
  });

  it('rounds a sub-cent price to the cent before multiplying', () => {
    expect(localCartTotalCents([aLocalCartItem({ price: 1.006, quantity: 10 })])).toBe(1010);
  });
});
