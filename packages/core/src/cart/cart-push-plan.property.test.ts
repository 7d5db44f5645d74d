import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCartItemArb, localCartArb } from '../../test/arbitraries/cart.js';
import { FakeCartGateway } from '../../test/fakes/fake-cart-gateway.js';
import { planCartPush } from './cart-push-plan.js';
import { addToLocalCart } from './cart-rules.js';

describe('planCartPush properties', () => {
  it('has one entry per line already in the cart, plus one for the new product', () => {
    fc.assert(
      fc.property(localCartArb, addToCartItemArb, (cart, item) => {
        const plan = planCartPush(cart, item);
        expect(plan).toHaveLength(cart.length + 1);
        expect(plan.at(-1)).toEqual({
          productId: item.productId,
          quantity: 1,
          priceAtTime: item.price,
        });
      }),
    );
  });

  it('replayed against an idempotent server, leaves the server cart equal to the local cart', async () => {
    await fc.assert(
      fc.asyncProperty(localCartArb, addToCartItemArb, fc.boolean(), async (cart, item, twice) => {
        const server = new FakeCartGateway();
        for (let round = 0; round < (twice ? 2 : 1); round += 1) {
          for (const request of planCartPush(cart, item)) await server.add(request);
        }
        const local = addToLocalCart(cart, item, 1);
        const byProduct = (lines: readonly { productId?: number; quantity: number }[]) =>
          lines
            .map((line) => [line.productId, line.quantity])
            .sort(([a], [b]) => Number(a) - Number(b));
        expect(byProduct(server.lines)).toEqual(byProduct(local));
      }),
    );
  });
});
