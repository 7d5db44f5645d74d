import { describe, expect, it } from 'vitest';
import { anAddToCartItem } from '../../test/arbitraries/cart.js';
import { fakeCartDeps } from '../../test/fakes/fake-cart-deps.js';
import { completePendingItemAfterLogin } from './complete-pending-item.use-case.js';

const pending = anAddToCartItem({ productId: 7, price: 20 });

describe('completePendingItemAfterLogin', () => {
  it('adds nothing and calls nothing when no item is waiting', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42' });
    expect(await completePendingItemAfterLogin(deps)).toEqual({ added: null });
    expect(deps.cartGateway.script.calls).toEqual([]);
  });

  it('adds the waiting item and clears it', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42', pendingItem: pending });
    const outcome = await completePendingItemAfterLogin(deps);
    expect(outcome.added?.ok).toBe(true);
    expect(deps.cartStore.getPendingItem()).toBeNull();
    expect(deps.cartGateway.script.argsOf('add')).toEqual([
      [{ productId: 7, quantity: 1, priceAtTime: 20 }],
    ]);
    expect(deps.cartStore.load().map((line) => line.productId)).toEqual([7]);
  });

  it('keeps the item waiting when the session is not valid after all', async () => {
    const deps = fakeCartDeps({ pendingItem: pending });
    const outcome = await completePendingItemAfterLogin(deps);
    expect(outcome.added).toEqual({ ok: true, value: { outcome: 'waiting-for-login', cart: [] } });
    expect(deps.cartStore.getPendingItem()).toEqual(pending);
  });
});
