import {
  type AddToCartItem,
  addToLocalCart,
  type LocalCartItem,
  planCartPush,
  removeFromLocalCart,
  serverCartToLocal,
  setLocalQuantity,
} from '@netzero/core';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems } from '../persistence/schema.js';
import { CATALOGUE_SEED } from '../persistence/seed/catalogue.seed.js';
import { type SignedInUser, signedInUser } from '../test-support/signed-in-user.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// DESIGN §5 'Cart add is idempotent': the spec's client pushes every line it holds, then the new
// product at quantity 1, on each add. Replaying that must leave the server cart equal to the local one.

let ctx: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  user = await signedInUser(ctx, 'syncer');
});
afterAll(() => ctx.close());

const item = (productId: number): AddToCartItem => {
  const product = CATALOGUE_SEED.find((p) => p.id === productId);
  if (!product) throw new Error(`no product ${productId}`);
  const price = product.priceCents / 100;
  return {
    title: product.title,
    description: product.description,
    image: product.imageUrl,
    url: product.plpUrl,
    priceDisplay: `$${price} USD per tonne CO2`,
    price,
    currency: 'USD',
    productId,
  };
};

async function push(plan: readonly object[]): Promise<void> {
  for (const payload of plan) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: user.headers,
      payload,
    });
    expect(response.statusCode).toBe(200);
  }
}

async function serverCart(): Promise<LocalCartItem[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/cart/${user.userId}`,
    headers: user.headers,
  });
  return serverCartToLocal(response.json().cartItems);
}

const quantities = (cart: readonly LocalCartItem[]) =>
  Object.fromEntries(cart.map((line) => [line.productId, line.quantity]));

/** What the client does on an add (core's addToCart): push the plan, then take the server's cart. */
async function clientAdd(local: readonly LocalCartItem[], productId: number, replays: number) {
  const plan = planCartPush(local, item(productId));
  const expected = addToLocalCart(local, item(productId), Date.now());
  for (let i = 0; i < replays; i++) await push(plan);
  const server = await serverCart();
  expect(quantities(server)).toEqual(quantities(expected));
  return server;
}

describe("the spec's cart sync loop against POST /api/cart/add", () => {
  it('replayed twice leaves the server cart equal to the local cart and never doubles a quantity', async () => {
    let local: readonly LocalCartItem[] = [];
    local = await clientAdd(local, 1, 2);
    const line1 = local[0]?.cartItemId ?? 0;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart/update',
      headers: user.headers,
      payload: { cartItemId: line1, quantity: 3 },
    });
    local = setLocalQuantity(local, line1, 3);

    local = await clientAdd(local, 6, 2);
    expect(quantities(local)).toEqual({ 1: 3, 6: 1 });
    local = await clientAdd(local, 1, 2);
    expect(quantities(local)).toEqual({ 1: 3, 6: 1 });

    const rows = await ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.userId));
    expect(rows.map((row) => [row.productId, row.quantity]).sort()).toEqual([
      [1, 3],
      [6, 1],
    ]);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/cart/get',
      headers: user.headers,
    });
    expect(cart.json().data.totalAmount).toBe(3 * 14 + 12.5);
  });

  it('leaves one line after 20 concurrent adds of the same product, with the largest quantity', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/cart/add',
          headers: user.headers,
          payload: { productId: 2, quantity: (i % 4) + 1, priceAtTime: 11 },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const rows = await ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productId: 2, quantity: 4 });
  });

  it('keeps server and local carts equal over any sequence of adds, quantity changes and removals', async () => {
    type Step =
      | { kind: 'add'; productId: number }
      | { kind: 'set'; index: number; quantity: number }
      | { kind: 'remove'; index: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), productId: fc.integer({ min: 1, max: 7 }) }),
      fc.record({
        kind: fc.constant('set' as const),
        index: fc.nat(6),
        quantity: fc.integer({ min: 1, max: 40 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat(6) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 8 }),
        fc.integer({ min: 1, max: 2 }),
        async (steps, replays) => {
          await ctx.db.delete(cartItems).where(eq(cartItems.userId, user.userId));
          let local: readonly LocalCartItem[] = [];
          for (const s of steps) {
            if (s.kind === 'add') {
              local = await clientAdd(local, s.productId, replays);
              continue;
            }
            const line = local[s.index % Math.max(local.length, 1)];
            if (!line) continue;
            if (s.kind === 'set') {
              local = setLocalQuantity(local, line.cartItemId, s.quantity);
              const payload = { cartItemId: line.cartItemId, quantity: s.quantity };
              await ctx.app.inject({
                method: 'PUT',
                url: '/api/cart/update',
                headers: user.headers,
                payload,
              });
            } else {
              local = removeFromLocalCart(local, line.cartItemId);
              await ctx.app.inject({
                method: 'DELETE',
                url: `/api/cart/remove/${line.cartItemId}`,
                headers: user.headers,
              });
            }
            expect(quantities(await serverCart())).toEqual(quantities(local));
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
