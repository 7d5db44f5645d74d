import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCartItemArb,
  type CartOperation,
  cartOperationArb,
  localCartArb,
} from '../../test/arbitraries/cart.js';
import {
  addToLocalCart,
  decrementQuantity,
  incrementQuantity,
  nextLocalCartItemId,
  removeFromLocalCart,
  setLocalQuantity,
} from './cart-rules.js';
import { localCartTotal, localCartTotalCents } from './cart-total.js';
import type { LocalCartItem } from './local-cart-item.js';

function apply(
  cart: readonly LocalCartItem[],
  operation: CartOperation,
  step: number,
): readonly LocalCartItem[] {
  if (operation.kind === 'add') {
    return addToLocalCart(cart, operation.item, nextLocalCartItemId(cart, step));
  }
  const line = cart[operation.index % Math.max(cart.length, 1)];
  if (!line) return cart;
  switch (operation.kind) {
    case 'set':
      return setLocalQuantity(cart, line.cartItemId, operation.quantity);
    case 'increment':
      return incrementQuantity(cart, line.cartItemId);
    case 'decrement':
      return decrementQuantity(cart, line.cartItemId);
    case 'remove':
      return removeFromLocalCart(cart, line.cartItemId);
  }
}

const run = (operations: readonly CartOperation[]) =>
  operations.reduce<readonly LocalCartItem[]>((cart, op, step) => apply(cart, op, step), []);

describe('cart rule properties', () => {
  it('never holds two lines of one product, whatever the sequence of operations', () => {
    fc.assert(
      fc.property(fc.array(cartOperationArb, { maxLength: 40 }), (operations) => {
        const ids = run(operations).map((line) => line.productId);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('keeps every quantity a whole number of at least 1', () => {
    fc.assert(
      fc.property(fc.array(cartOperationArb, { maxLength: 40 }), (operations) => {
        for (const line of run(operations)) {
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('never gives two lines one id', () => {
    fc.assert(
      fc.property(fc.array(cartOperationArb, { maxLength: 40 }), (operations) => {
        const ids = run(operations).map((line) => line.cartItemId);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('adding the same product twice equals adding it once', () => {
    fc.assert(
      fc.property(localCartArb, addToCartItemArb, fc.nat(), (cart, item, id) => {
        const once = addToLocalCart(cart, item, id);
        expect(addToLocalCart(once, item, id + 1)).toEqual(once);
      }),
    );
  });

  it('totals Σ price × quantity, to the cent', () => {
    fc.assert(
      fc.property(localCartArb, (cart) => {
        const exactCents = cart.reduce(
          (sum, line) => sum + Math.round(line.price * 100) * line.quantity,
          0,
        );
        expect(localCartTotalCents(cart)).toBe(exactCents);
        const floatSum = cart.reduce((sum, line) => sum + line.price * line.quantity, 0);
        expect(Math.abs(localCartTotal(cart) - floatSum)).toBeLessThan(0.005);
        expect(localCartTotal(cart)).toBe(exactCents / 100);
      }),
    );
  });
});
