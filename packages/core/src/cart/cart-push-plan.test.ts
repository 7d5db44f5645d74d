import { describe, expect, it } from 'vitest';
import { aLocalCartItem, anAddToCartItem } from '../../test/arbitraries/cart.js';
import { planCartPush } from './cart-push-plan.js';

describe('planCartPush', () => {
  it('sends every line with its quantity, then the new product at quantity 1', () => {
    const cart = [
      aLocalCartItem({ productId: 1, quantity: 3, price: 14 }),
      aLocalCartItem({ productId: 2, quantity: 1, price: 18.5, cartItemId: 2 }),
    ];
    expect(planCartPush(cart, anAddToCartItem({ productId: 5, price: 9 }))).toEqual([
      { productId: 1, quantity: 3, priceAtTime: 14 },
      { productId: 2, quantity: 1, priceAtTime: 18.5 },
      { productId: 5, quantity: 1, priceAtTime: 9 },
    ]);
  });

  it('sends only the new product for an empty cart', () => {
    expect(planCartPush([], { productId: 5, price: 9 })).toEqual([
      { productId: 5, quantity: 1, priceAtTime: 9 },
    ]);
  });

  it('skips lines read from a server that sent no product id', () => {
    const { productId: _dropped, ...serverLine } = aLocalCartItem({ productId: 1 });
    expect(planCartPush([serverLine], { productId: 5, price: 9 })).toHaveLength(1);
  });

  it('sends the new product even when it is already in the cart, as the spec does', () => {
    const cart = [aLocalCartItem({ productId: 5, quantity: 4, price: 9 })];
    expect(planCartPush(cart, { productId: 5, price: 9 })).toEqual([
      { productId: 5, quantity: 4, priceAtTime: 9 },
      { productId: 5, quantity: 1, priceAtTime: 9 },
    ]);
  });
});
