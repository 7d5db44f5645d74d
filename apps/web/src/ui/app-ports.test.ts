import type { CartGateway, CartStore } from '@netzero/core';
import { InMemoryCartStore } from '@netzero/core-fakes';
import { Container } from 'inversify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { PORT_TOKENS } from './app-ports';
import { usePort } from './port-context';

// Type-level checks: `tsc -b` (npm test's typecheck) fails if a wrong binding or a wrong use of a
// port ever compiles again, because each @ts-expect-error below then has no error to expect.
describe('the typed port tokens', () => {
  it('give usePort the type of the port it names', () => {
    expectTypeOf(usePort<'cartGateway'>).returns.toEqualTypeOf<CartGateway>();
    expectTypeOf(usePort<'cartStore'>).returns.toEqualTypeOf<CartStore>();
    // @ts-expect-error: there is no port of that name
    expectTypeOf(usePort).toBeCallableWith('cartGatewy');
  });

  it('refuse a page that takes one port for another', () => {
    function Page() {
      // @ts-expect-error: the cart store is not a cart gateway
      const gateway: CartGateway = usePort('cartStore');
      return gateway;
    }
    expect(Page).toBeTypeOf('function');
  });

  it('refuse a binding of the wrong implementation, and get() returns the port type', () => {
    const container = new Container();
    const store = new InMemoryCartStore();
    container.bind(PORT_TOKENS.cartStore).toConstantValue(store);
    // @ts-expect-error: a cart store cannot be bound as the cart gateway
    container.bind(PORT_TOKENS.cartGateway).toConstantValue(store);
    expectTypeOf(container.get(PORT_TOKENS.cartStore)).toEqualTypeOf<CartStore>();
    expect(container.get(PORT_TOKENS.cartStore)).toBe(store);
  });
});
