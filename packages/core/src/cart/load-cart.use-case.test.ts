import { describe, expect, it } from 'vitest';
import { aLocalCartItem } from '../../test/arbitraries/cart.js';
import { fakeCartDeps } from '../../test/fakes/fake-cart-deps.js';
import { NETWORK_ERROR } from '../../test/fakes/gateway-fakes.js';
import { loadCart } from './load-cart.use-case.js';

const line = aLocalCartItem();

describe('loadCart', () => {
  it('logged out: the stored local cart, or empty', async () => {
    expect(await loadCart(fakeCartDeps({ items: [line] }))).toEqual({
      ok: true,
      value: { cart: [line] },
    });
    expect(await loadCart(fakeCartDeps())).toEqual({ ok: true, value: { cart: [] } });
  });

  it('logged in: the server cart, which replaces the stored copy', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42', items: [line] });
    await deps.cartGateway.add({ productId: 3, quantity: 2, priceAtTime: 11 });
    const cart = [
      { cartItemId: 1, productId: 3, title: 'Product 3', image: '', price: 11, quantity: 2 },
    ];
    expect(await loadCart(deps)).toEqual({ ok: true, value: { cart } });
    expect(deps.cartStore.load()).toEqual(cart);
  });

  it('logged in: CART.FETCH_FAILED with the local cart unchanged when the fetch fails', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42', items: [line] });
    deps.cartGateway.script.failAlways('getCart');
    expect(await loadCart(deps)).toEqual({
      ok: false,
      error: { code: 'CART.FETCH_FAILED', cause: NETWORK_ERROR, cart: [line] },
    });
    expect(deps.cartStore.saveCount).toBe(0);
  });
});
