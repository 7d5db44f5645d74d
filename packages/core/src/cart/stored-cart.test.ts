import { describe, expect, it } from 'vitest';
import { aLocalCartItem } from '../../test/arbitraries/cart.js';
import { parseStoredCart } from './stored-cart.js';

describe('parseStoredCart', () => {
  it('reads back a saved cart', () => {
    const cart = [
      aLocalCartItem(),
      aLocalCartItem({ cartItemId: 'srv-1', productId: 2, url: null }),
    ];
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('is empty for nothing, bad JSON and non-arrays', () => {
    for (const raw of [null, '', '{oops', '{"cartItems":[]}', 'null']) {
      expect(parseStoredCart(raw)).toEqual([]);
    }
  });

  it('drops lines without an id, a numeric price or a numeric quantity', () => {
    const lines = [
      null,
      5,
      { price: 1, quantity: 1 },
      { cartItemId: true, price: 1, quantity: 1 },
      { cartItemId: 1, price: '1', quantity: 1 },
      { cartItemId: 2, price: 1, quantity: '2' },
      { cartItemId: 3, price: 1, quantity: 2 },
    ];
    expect(parseStoredCart(JSON.stringify(lines))).toEqual([
      { cartItemId: 3, price: 1, quantity: 2 },
    ]);
  });

  it('brings quantities to a whole number of at least 1', () => {
    const lines = [
      { cartItemId: 1, price: 1, quantity: 0 },
      { cartItemId: 2, price: 1, quantity: 2.7 },
    ];
    expect(parseStoredCart(JSON.stringify(lines)).map((line) => line.quantity)).toEqual([1, 2]);
  });

  it('keeps the first line of a repeated product', () => {
    const lines = [
      { cartItemId: 1, productId: 9, price: 1, quantity: 1 },
      { cartItemId: 2, productId: 9, price: 2, quantity: 1 },
    ];
    expect(parseStoredCart(JSON.stringify(lines)).map((line) => line.cartItemId)).toEqual([1]);
  });

  it('drops known fields of the wrong type and keeps fields the caller added', () => {
    const [line] = parseStoredCart(
      JSON.stringify([
        { cartItemId: 1, price: 1, quantity: 1, productId: 'x', title: 3, url: 4, vintage: 2021 },
      ]),
    );
    expect(line).toEqual({ cartItemId: 1, price: 1, quantity: 1, vintage: 2021 });
  });
});
