import { describe, expect, it } from 'vitest';
import { aLocalCartItem } from '../../test/arbitraries/cart.js';
import { fakeCartDeps } from '../../test/fakes/fake-cart-deps.js';
import { NETWORK_ERROR } from '../../test/fakes/gateway-fakes.js';
import { changeQuantity } from './change-quantity.use-case.js';

const line = aLocalCartItem({ cartItemId: 100, productId: 1, quantity: 2 });

describe('changeQuantity, logged out', () => {
  it('changes the local cart and stores it, never below 1', async () => {
    const deps = fakeCartDeps({ items: [line] });
    expect(await changeQuantity(deps, 100, 5)).toEqual({
      ok: true,
      value: { cart: [{ ...line, quantity: 5 }] },
    });
    await changeQuantity(deps, 100, 0);
    expect(deps.cartStore.load()[0]?.quantity).toBe(1);
    expect(deps.cartGateway.script.calls).toEqual([]);
  });

  it('changes nothing for a quantity that is not a number', async () => {
    const deps = fakeCartDeps({ items: [line] });
    expect(await changeQuantity(deps, 100, Number.NaN)).toEqual({
      ok: true,
      value: { cart: [line] },
    });
    expect(deps.cartStore.saveCount).toBe(0);
  });
});

describe('changeQuantity, logged in', () => {
  it('updates the server, clamped to 1, then re-reads the cart into storage', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42' });
    await deps.cartGateway.add({ productId: 1, quantity: 2, priceAtTime: 14 });
    const result = await changeQuantity(deps, 1, -3);
    expect(deps.cartGateway.script.argsOf('update')).toEqual([[{ cartItemId: 1, quantity: 1 }]]);
    expect(deps.cartGateway.script.methods().slice(-1)).toEqual(['getCart']);
    const cart = [
      { cartItemId: 1, productId: 1, title: 'Product 1', image: '', price: 14, quantity: 1 },
    ];
    expect(result).toEqual({ ok: true, value: { cart } });
    expect(deps.cartStore.load()).toEqual(cart);
  });

  it('answers CART.SYNC_FAILED when the update fails, leaving the local cart', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42', items: [line] });
    deps.cartGateway.script.failNext('update');
    expect(await changeQuantity(deps, 100, 3)).toEqual({
      ok: false,
      error: { code: 'CART.SYNC_FAILED', cause: NETWORK_ERROR, cart: [line] },
    });
    expect(deps.cartGateway.script.methods()).toEqual(['update']);
  });

  it('answers CART.FETCH_FAILED when the re-read fails, leaving the local cart', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42', items: [line] });
    await deps.cartGateway.add({ productId: 1, quantity: 2, priceAtTime: 14 });
    deps.cartGateway.script.failNext('getCart');
    expect(await changeQuantity(deps, 1, 3)).toEqual({
      ok: false,
      error: { code: 'CART.FETCH_FAILED', cause: NETWORK_ERROR, cart: [line] },
    });
    expect(deps.cartStore.load()).toEqual([line]);
  });
});
