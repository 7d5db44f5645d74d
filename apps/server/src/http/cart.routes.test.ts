import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems } from '../persistence/schema.js';
import { type SignedInUser, signedInUser } from '../test-support/signed-in-user.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let ctx: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  ctx = await createTestApp();
});
beforeEach(async () => {
  await ctx.reset();
  alice = await signedInUser(ctx, 'alice');
  bob = await signedInUser(ctx, 'bob');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: SignedInUser | null, method: Method, url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    ...(user ? { headers: user.headers } : {}),
    ...(payload ? { payload } : {}),
  });
const add = (user: SignedInUser, productId: number, quantity: number, priceAtTime = 1) =>
  call(user, 'POST', '/api/cart/add', { productId, quantity, priceAtTime });
const rowsOf = (user: SignedInUser) =>
  ctx.db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, user.userId))
    .orderBy(asc(cartItems.id));

describe('the cart routes', () => {
  it('answer 401 without a token, with a malformed one, or with one signed by another key', async () => {
    const forged =
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidXNlcklkIjoxLCJleHAiOjQxMDI0NDQ4MDB9.c2lnbmF0dXJl';
    const routes: [Method, string, object?][] = [
      ['GET', '/api/cart/get'],
      ['GET', `/api/cart/${alice.userId}`],
      ['POST', '/api/cart/add', { productId: 1, quantity: 1, priceAtTime: 14 }],
      ['PUT', '/api/cart/update', { cartItemId: 1, quantity: 2 }],
      ['DELETE', '/api/cart/remove/1'],
    ];
    for (const [method, url, payload] of routes) {
      for (const authorization of [undefined, '', 'Bearer', 'Bearer abc', forged]) {
        const response = await ctx.app.inject({
          method,
          url,
          headers: authorization === undefined ? {} : { authorization },
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url} ${authorization}`).toBe(401);
        expect(response.json()).toEqual({ message: 'Please log in to continue.' });
      }
    }
    expect(await ctx.db.select().from(cartItems)).toEqual([]);
  });

  it('GET /api/cart/get answers an empty cart with a total of 0', async () => {
    const response = await call(alice, 'GET', '/api/cart/get');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Cart loaded.',
      data: { cartItems: [], totalAmount: 0 },
    });
  });

  it('POST /api/cart/add answers the cart with the lines of spec §3 and a total exact to the cent', async () => {
    await add(alice, 1, 3);
    const response = await add(alice, 6, 2);
    expect(response.statusCode).toBe(200);
    const [first, second] = await rowsOf(alice);
    expect(response.json()).toEqual({
      message: 'Cart updated.',
      data: {
        cartItems: [
          {
            cartItemId: first?.id,
            productId: 1,
            productName: 'Biogas for clean cooking in Madhya Pradesh and Maharashtra',
            thumbnailImageUrl: '/assets/projects/biogas-clean-cooking.svg',
            pricePerItem: 14,
            quantity: 3,
          },
          {
            cartItemId: second?.id,
            productId: 6,
            productName: 'Grouped commercial electric vehicles in India',
            thumbnailImageUrl: '/assets/projects/commercial-electric-vehicles.svg',
            pricePerItem: 12.5,
            quantity: 2,
          },
        ],
        totalAmount: 67,
      },
    });
    expect((await call(alice, 'GET', '/api/cart/get')).json().data.totalAmount).toBe(67);
  });

  it("prices from the catalogue and ignores the client's priceAtTime", async () => {
    const response = await add(alice, 1, 1, 0.01);
    expect(response.json().data).toMatchObject({
      totalAmount: 14,
      cartItems: [{ pricePerItem: 14 }],
    });
    expect(await rowsOf(alice)).toEqual([expect.objectContaining({ priceAtTimeCents: 1400 })]);
  });

  it('answers 404 for a product that is not in the catalogue, and stores nothing', async () => {
    const response = await add(alice, 99, 1);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This carbon project does not exist.' });
    expect(await rowsOf(alice)).toEqual([]);
  });

  it.each([
    ['POST', '/api/cart/add', { productId: 1, quantity: 0, priceAtTime: 14 }],
    ['POST', '/api/cart/add', { productId: 1, quantity: -3, priceAtTime: 14 }],
    ['POST', '/api/cart/add', { productId: 1, quantity: 1.5, priceAtTime: 14 }],
    ['PUT', '/api/cart/update', { cartItemId: 1, quantity: 0 }],
    ['PUT', '/api/cart/update', { cartItemId: 1, quantity: -1 }],
    ['PUT', '/api/cart/update', { cartItemId: 1, quantity: '2' }],
  ] as const)(
    '%s %s %j answers 400 with a quantity error and changes nothing',
    async (method, url, payload) => {
      const added = await add(alice, 1, 2);
      const cartItemId = added.json().data.cartItems[0].cartItemId;
      const before = await rowsOf(alice);
      const response = await call(alice, method, url, {
        ...payload,
        ...('cartItemId' in payload ? { cartItemId } : {}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please correct the highlighted fields.',
        errors: { quantity: expect.any(String) },
      });
      expect(await rowsOf(alice)).toEqual(before);
    },
  );

  it('PUT /api/cart/update sets the quantity exactly, lower or higher', async () => {
    const id = (await add(alice, 2, 5)).json().data.cartItems[0].cartItemId;
    const lower = await call(alice, 'PUT', '/api/cart/update', { cartItemId: id, quantity: 1 });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().data).toEqual({
      cartItems: [expect.objectContaining({ quantity: 1 })],
      totalAmount: 11,
    });
    const higher = await call(alice, 'PUT', '/api/cart/update', { cartItemId: id, quantity: 12 });
    expect(higher.json().data.totalAmount).toBe(132);
    expect(await rowsOf(alice)).toEqual([expect.objectContaining({ id, quantity: 12 })]);
  });

  it('DELETE /api/cart/remove/{id} removes the line and answers the rest of the cart', async () => {
    await add(alice, 1, 1);
    const id = (await add(alice, 3, 4)).json().data.cartItems[1].cartItemId;
    const response = await call(alice, 'DELETE', `/api/cart/remove/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      cartItems: [expect.objectContaining({ productId: 1, quantity: 1 })],
      totalAmount: 14,
    });
    expect((await rowsOf(alice)).map((row) => row.productId)).toEqual([1]);
    expect((await call(alice, 'DELETE', `/api/cart/remove/${id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another user's cart line on update and remove, and leaves it as it was", async () => {
    const bobsLine = (await add(bob, 4, 3)).json().data.cartItems[0].cartItemId;
    const before = await rowsOf(bob);
    const update = await call(alice, 'PUT', '/api/cart/update', {
      cartItemId: bobsLine,
      quantity: 9,
    });
    const remove = await call(alice, 'DELETE', `/api/cart/remove/${bobsLine}`);
    for (const response of [update, remove]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This cart item does not exist.' });
    }
    expect(await rowsOf(bob)).toEqual(before);
    expect(await rowsOf(alice)).toEqual([]);
  });

  it("GET /api/cart/{userId} answers the user's own cartItems, and 403 for anyone else's", async () => {
    await add(alice, 5, 2);
    await add(bob, 7, 1);
    const own = await call(alice, 'GET', `/api/cart/${alice.userId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      cartItems: [expect.objectContaining({ productId: 5, quantity: 2, pricePerItem: 12 })],
    });
    for (const userId of [bob.userId, 999]) {
      const other = await call(alice, 'GET', `/api/cart/${userId}`);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ message: 'You can only see and change your own account.' });
    }
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 400 for the path id %s', async (id) => {
    expect((await call(alice, 'GET', `/api/cart/${id}`)).statusCode).toBe(400);
    expect((await call(alice, 'DELETE', `/api/cart/remove/${id}`)).statusCode).toBe(400);
  });
});
