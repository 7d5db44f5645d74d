import { describe, expect, it } from 'vitest';
import { aLocalCartItem, anAddToCartItem } from '../../test/arbitraries/cart.js';
import { toCartQuantity } from './cart-quantity.js';
import {
  addToLocalCart,
  cartItemCount,
  clearLocalCart,
  decrementQuantity,
  incrementQuantity,
  nextLocalCartItemId,
  removeFromLocalCart,
  setLocalQuantity,
} from './cart-rules.js';

const first = aLocalCartItem({ cartItemId: 100, productId: 1, quantity: 2 });
const second = aLocalCartItem({ cartItemId: 'srv-7', productId: 2, quantity: 5 });
const cart = [first, second];

describe('addToLocalCart', () => {
  it('appends a new product with quantity 1, the new id and every add-to-cart field', () => {
    const item = anAddToCartItem({ productId: 3, price: 9.99 });
    expect(addToLocalCart(cart, item, 555)).toEqual([
      first,
      second,
      { ...item, quantity: 1, cartItemId: 555 },
    ]);
  });

  it('returns the same list when the product is already there', () => {
    const again = anAddToCartItem({ productId: 2, price: 1 });
    expect(addToLocalCart(cart, again, 555)).toBe(cart);
  });
});

describe('toCartQuantity and setLocalQuantity', () => {
  it('floors and clamps to at least 1, and refuses non-finite numbers', () => {
    expect(toCartQuantity(3)).toBe(3);
    expect(toCartQuantity(2.9)).toBe(2);
    expect(toCartQuantity(0.5)).toBe(1);
    expect(toCartQuantity(0)).toBe(1);
    expect(toCartQuantity(-4)).toBe(1);
    expect(toCartQuantity(Number.NaN)).toBeNull();
    expect(toCartQuantity(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('sets only the named line', () => {
    expect(setLocalQuantity(cart, 'srv-7', 8)).toEqual([first, { ...second, quantity: 8 }]);
    expect(setLocalQuantity(cart, 100, -3)).toEqual([{ ...first, quantity: 1 }, second]);
  });

  it('leaves the cart as it is for NaN and unknown ids', () => {
    expect(setLocalQuantity(cart, 100, Number.NaN)).toBe(cart);
    expect(setLocalQuantity(cart, 999, 4)).toEqual(cart);
  });

  it('matches ids strictly: the string "100" is not the number 100', () => {
    expect(setLocalQuantity(cart, '100', 9)).toEqual(cart);
  });
});

describe('incrementQuantity and decrementQuantity', () => {
  it('steps by one tonne', () => {
    expect(incrementQuantity(cart, 100)[0]?.quantity).toBe(3);
    expect(decrementQuantity(cart, 'srv-7')[1]?.quantity).toBe(4);
  });

  it('never goes below 1', () => {
    const single = [aLocalCartItem({ cartItemId: 1, quantity: 1 })];
    expect(decrementQuantity(single, 1)[0]?.quantity).toBe(1);
  });

  it('ignores an unknown line', () => {
    expect(incrementQuantity(cart, 'nope')).toBe(cart);
  });
});

describe('removeFromLocalCart, clearLocalCart and cartItemCount', () => {
  it('removes the named line only', () => {
    expect(removeFromLocalCart(cart, 100)).toEqual([second]);
  });

  it('clears to an empty cart', () => {
    expect(clearLocalCart()).toEqual([]);
  });

  it('counts lines, not tonnes', () => {
    expect(cartItemCount(cart)).toBe(2);
    expect(cartItemCount([])).toBe(0);
  });
});

describe('nextLocalCartItemId', () => {
  it('is the clock reading in whole milliseconds', () => {
    expect(nextLocalCartItemId([], 1_700_000_000_123.7)).toBe(1_700_000_000_123);
  });

  it('moves past numeric ids already in the cart, ignoring string ids', () => {
    const taken = [aLocalCartItem({ cartItemId: 2000 }), aLocalCartItem({ cartItemId: 'x' })];
    expect(nextLocalCartItemId(taken, 2000)).toBe(2001);
    expect(nextLocalCartItemId(taken, 1500)).toBe(2001);
    expect(nextLocalCartItemId(taken, 2500)).toBe(2500);
  });
});
