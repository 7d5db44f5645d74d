import type { LocalCartItem } from '../../src/cart/local-cart-item.js';
import type { AddToCartItem } from '../../src/catalogue/product.js';
import { FakeCartGateway } from './fake-cart-gateway.js';
import { FakeClock } from './fake-clock.js';
import { InMemoryCartStore } from './in-memory-cart-store.js';
import { InMemorySessionStore } from './in-memory-session-store.js';
import { sessionToken } from './unsigned-jwt.js';

/** Everything the cart use cases need, as fakes the test can arrange and inspect. */
export interface FakeCartDeps {
  readonly sessionStore: InMemorySessionStore;
  readonly cartStore: InMemoryCartStore;
  readonly cartGateway: FakeCartGateway;
  readonly clock: FakeClock;
}

/** What fakeCartDeps starts from. */
export interface FakeCartDepsOptions {
  /** A user id logs in with a valid token and that stored id; null (the default) is logged out. */
  readonly loggedInAs?: string | null;
  readonly items?: readonly LocalCartItem[];
  readonly pendingItem?: AddToCartItem | null;
}

/** Fresh fakes for the cart use cases, logged in or out. */
export function fakeCartDeps(options: FakeCartDepsOptions = {}): FakeCartDeps {
  const userId = options.loggedInAs ?? null;
  return {
    sessionStore: new InMemorySessionStore(
      userId === null ? {} : { token: `Bearer ${sessionToken(userId)}`, userId },
    ),
    cartStore: new InMemoryCartStore({
      ...(options.items ? { items: options.items } : {}),
      pendingItem: options.pendingItem ?? null,
    }),
    cartGateway: new FakeCartGateway(),
    clock: new FakeClock(),
  };
}
