import { describe, expect, it } from 'vitest';
import { aLocalCartItem } from '../../test/arbitraries/cart.js';
import { fakeCartDeps } from '../../test/fakes/fake-cart-deps.js';
import { httpError } from '../../test/fakes/gateway-fakes.js';
import { removeItem } from './remove-from-cart.use-case.js';

const first = aLocalCartItem({ cartItemId: 100, productId: 1 });
const second = aLocalCartItem({ cartItemId: 101, productId: 2 });

describe('removeItem', () => {
  it('logged out: removes the line from the local cart and stores it', async () => {
    const deps = fakeCartDeps({ items: [first, second] });
    expect(await removeItem(deps, 100)).toEqual({ ok: true, value: { cart: [second] } });
    expect(deps.cartStore.load()).toEqual([second]);
    expect(deps.cartGateway.script.calls).toEqual([]);
  });

  it('logged in: removes the line on the server, then re-reads the cart', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42', items: [first] });
    await deps.cartGateway.add({ productId: 1, quantity: 1, priceAtTime: 14 });
    await deps.cartGateway.add({ productId: 2, quantity: 1, priceAtTime: 9 });
    const result = await removeItem(deps, 1);
    expect(deps.cartGateway.script.methods().slice(-2)).toEqual(['remove', 'getCart']);
    expect(result.ok && result.value.cart.map((line) => line.productId)).toEqual([2]);
    expect(deps.cartStore.load().map((line) => line.cartItemId)).toEqual([2]);
  });

  it('logged in: answers CART.SYNC_FAILED when the server refuses, leaving the local cart', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42', items: [first] });
    const result = await removeItem(deps, 999);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'CART.SYNC_FAILED',
        cause: httpError(404, 'Cart item not found', 'Not Found'),
        cart: [first],
      },
    });
  });
});
