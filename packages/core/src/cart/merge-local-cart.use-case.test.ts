import { describe, expect, it } from 'vitest';
import { aLocalCartItem } from '../../test/arbitraries/cart.js';
import { fakeCartDeps } from '../../test/fakes/fake-cart-deps.js';
import { NETWORK_ERROR } from '../../test/fakes/gateway-fakes.js';
import { mergeLocalCartAfterLogin } from './merge-local-cart.use-case.js';

const solar = aLocalCartItem({
  cartItemId: 1_700_000_000_001,
  productId: 5,
  price: 12,
  quantity: 3,
});
const wind = aLocalCartItem({ cartItemId: 1_700_000_000_002, productId: 8, price: 9, quantity: 2 });

describe('mergeLocalCartAfterLogin', () => {
  it('logged out: keeps the local cart and calls nothing', async () => {
    const deps = fakeCartDeps({ items: [solar] });
    expect(await mergeLocalCartAfterLogin(deps)).toEqual({ ok: true, value: { cart: [solar] } });
    expect(deps.cartGateway.script.calls).toEqual([]);
  });

  it('pushes every local line with its tonnes, then shows the merged server cart', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42', items: [solar, wind] });
    // The account already holds wind (1 t) and another project from an earlier visit.
    await deps.cartGateway.add({ productId: 8, quantity: 1, priceAtTime: 9 });
    await deps.cartGateway.add({ productId: 11, quantity: 4, priceAtTime: 30 });
    const result = await mergeLocalCartAfterLogin(deps);
    expect(result.ok).toBe(true);
    const merged = deps.cartStore.load().map((line) => [line.productId, line.quantity]);
    expect(merged).toEqual([
      [8, 1],
      [11, 4],
      [5, 3],
    ]);
    expect(result.ok && result.value.cart).toEqual(deps.cartStore.load());
  });

  it('CART.SYNC_FAILED keeps the local lines when a push fails', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42', items: [solar, wind] });
    deps.cartGateway.script.failAlways('add');
    expect(await mergeLocalCartAfterLogin(deps)).toEqual({
      ok: false,
      error: { code: 'CART.SYNC_FAILED', cause: NETWORK_ERROR, cart: [solar, wind] },
    });
    expect(deps.cartStore.load()).toEqual([solar, wind]);
  });
});
