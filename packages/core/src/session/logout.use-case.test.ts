import { describe, expect, it } from 'vitest';
import { aLocalCartItem, anAddToCartItem } from '../../test/arbitraries/cart.js';
import { InMemoryCartStore } from '../../test/fakes/in-memory-cart-store.js';
import { InMemorySessionStore } from '../../test/fakes/in-memory-session-store.js';
import { sessionToken } from '../../test/fakes/unsigned-jwt.js';
import { logout } from './logout.use-case.js';

describe('logout', () => {
  it('removes the token, the user id and the pending item, and empties the cart', () => {
    const sessionStore = new InMemorySessionStore({ token: sessionToken('4'), userId: '4' });
    const cartStore = new InMemoryCartStore({
      items: [aLocalCartItem()],
      pendingItem: anAddToCartItem(),
    });

    logout({ sessionStore, cartStore });

    expect(sessionStore.getToken()).toBeNull();
    expect(sessionStore.getUserId()).toBeNull();
    expect(cartStore.getPendingItem()).toBeNull();
    expect(cartStore.items).toBeNull();
    expect(cartStore.load()).toEqual([]);
  });
});
