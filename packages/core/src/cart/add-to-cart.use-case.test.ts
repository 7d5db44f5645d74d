import { describe, expect, it } from 'vitest';
import { aLocalCartItem, anAddToCartItem } from '../../test/arbitraries/cart.js';
import { fakeCartDeps } from '../../test/fakes/fake-cart-deps.js';
import { httpError, NETWORK_ERROR } from '../../test/fakes/gateway-fakes.js';
import { unsignedJwt } from '../../test/fakes/unsigned-jwt.js';
import { addToCart } from './add-to-cart.use-case.js';

const item = anAddToCartItem({ productId: 5, price: 9.5 });

describe('addToCart, logged out', () => {
  it('stores the item as pending and sends the user to /Login, touching nothing else', async () => {
    const deps = fakeCartDeps({ items: [aLocalCartItem({ productId: 1 })] });
    const result = await addToCart(deps, item);
    expect(result).toEqual({
      ok: true,
      value: { outcome: 'waiting-for-login', cart: deps.cartStore.load() },
    });
    expect(deps.cartStore.pendingItem).toEqual(item);
    expect(deps.cartStore.saveCount).toBe(0);
    expect(deps.cartGateway.script.calls).toEqual([]);
  });

  it('treats an expired token as logged out and removes it', async () => {
    const deps = fakeCartDeps();
    deps.sessionStore.setToken(unsignedJwt({ exp: 1, userId: 3 }));
    deps.sessionStore.setUserId('3');
    const result = await addToCart(deps, item);
    expect(result.ok && result.value.outcome).toBe('waiting-for-login');
    expect(deps.sessionStore.getToken()).toBeNull();
    expect(deps.sessionStore.getUserId()).toBeNull();
  });
});

describe('addToCart, logged in', () => {
  it('pushes every line then the new product, reloads from the server and goes to /AddToCard', async () => {
    const existing = aLocalCartItem({ productId: 1, quantity: 3, price: 14 });
    const deps = fakeCartDeps({ loggedInAs: '42', items: [existing] });

    const result = await addToCart(deps, item);

    expect(deps.cartGateway.script.methods()).toEqual(['add', 'add', 'getUserCart']);
    expect(deps.cartGateway.script.argsOf('add')).toEqual([
      [{ productId: 1, quantity: 3, priceAtTime: 14 }],
      [{ productId: 5, quantity: 1, priceAtTime: 9.5 }],
    ]);
    expect(deps.cartGateway.script.argsOf('getUserCart')).toEqual([['42']]);
    const serverCart = [
      { cartItemId: 1, productId: 1, title: 'Product 1', image: '', price: 14, quantity: 3 },
      { cartItemId: 2, productId: 5, title: 'Product 5', image: '', price: 9.5, quantity: 1 },
    ];
    expect(result).toEqual({ ok: true, value: { outcome: 'added', cart: serverCart } });
    expect(deps.cartStore.load()).toEqual(serverCart);
  });

  it('replaces the local cart with an empty list when the server sends no cartItems', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42' });
    deps.cartGateway.userCartAbsent = true;
    const result = await addToCart(deps, item);
    expect(result).toEqual({ ok: true, value: { outcome: 'added', cart: [] } });
    expect(deps.cartStore.load()).toEqual([]);
  });

  it('skips the reload when the user id is not numeric, keeping the local add', async () => {
    const deps = fakeCartDeps({ loggedInAs: 'alice' });
    const result = await addToCart(deps, item);
    expect(deps.cartGateway.script.methods()).toEqual(['add']);
    expect(result.ok && result.value.cart).toEqual([
      { ...item, quantity: 1, cartItemId: deps.clock.nowMs() },
    ]);
    expect(deps.cartStore.load()).toHaveLength(1);
  });

  it("uses the token's user id when none is stored", async () => {
    const deps = fakeCartDeps({ loggedInAs: '42' });
    deps.sessionStore.userId = null;
    await addToCart(deps, item);
    expect(deps.cartGateway.script.argsOf('getUserCart')).toEqual([['42']]);
  });

  it('keeps the local list unchanged when the product is already there, and still syncs', async () => {
    const existing = aLocalCartItem({ productId: 5, quantity: 2 });
    const deps = fakeCartDeps({ loggedInAs: 'no-reload', items: [existing] });
    const result = await addToCart(deps, item);
    expect(result.ok && result.value.cart).toEqual([existing]);
    expect(deps.cartGateway.script.argsOf('add')).toHaveLength(2);
  });

  it('answers CART.ADD_FAILED on a failed push; the local cart keeps the item', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42' });
    deps.cartGateway.script.failNext('add', NETWORK_ERROR);
    const result = await addToCart(deps, item);
    const local = [{ ...item, quantity: 1, cartItemId: deps.clock.nowMs() }];
    expect(result).toEqual({
      ok: false,
      error: { code: 'CART.ADD_FAILED', cause: NETWORK_ERROR, cart: local },
    });
    expect(deps.cartStore.load()).toEqual(local);
    expect(deps.cartGateway.script.methods()).toEqual(['add']);
  });

  it('answers CART.ADD_FAILED when the reload fails', async () => {
    const deps = fakeCartDeps({ loggedInAs: '42' });
    const failure = httpError(500, undefined, 'Internal Server Error');
    deps.cartGateway.script.failNext('getUserCart', failure);
    const result = await addToCart(deps, item);
    expect(!result.ok && result.error.code).toBe('CART.ADD_FAILED');
    expect(!result.ok && result.error.cause).toBe(failure);
    expect(deps.cartStore.load().map((line) => line.productId)).toEqual([5]);
  });
});
