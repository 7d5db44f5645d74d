import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleCartRepository } from './drizzle-cart.repository.js';
import { DrizzleProductRepository } from './drizzle-product.repository.js';
import { cartItems, products, users } from './schema.js';
import { CATALOGUE_SEED } from './seed/catalogue.seed.js';

let handle: DatabaseHandle;
let carts: DrizzleCartRepository;
let alice: number;
let bob: number;

beforeAll(async () => {
  handle = await openTestDatabase();
  carts = new DrizzleCartRepository(handle.db);
  await new DrizzleProductRepository(handle.db).seedIfEmpty(CATALOGUE_SEED);
  const created = await handle.db
    .insert(users)
    .values([
      { username: 'alice', email: 'alice@example.com', passwordHash: 'x' },
      { username: 'bob', email: 'bob@example.com', passwordHash: 'x' },
    ])
    .returning({ id: users.id });
  [alice, bob] = created.map((row) => row.id) as [number, number];
});
beforeEach(async () => {
  await handle.db.delete(cartItems);
});
afterAll(() => handle.close());

const add = (userId: number, productId: number, quantity: number) =>
  carts.addOrKeepLarger({ userId, productId, quantity });

describe('DrizzleCartRepository', () => {
  it("lists a user's lines with the product's title, picture and current price", async () => {
    await add(alice, 1, 3);
    await add(alice, 6, 2);
    const lines = await carts.listForUser(alice);
    expect(lines).toEqual([
      {
        cartItemId: expect.any(Number),
        productId: 1,
        productName: 'Biogas for clean cooking in Madhya Pradesh and Maharashtra',
        thumbnailImageUrl: '/assets/projects/biogas-clean-cooking.svg',
        priceCents: 1400,
        quantity: 3,
      },
      expect.objectContaining({ productId: 6, priceCents: 1250, quantity: 2 }),
    ]);
  });

  it('keeps one line per product with the larger quantity, whatever the order of adds', async () => {
    await add(alice, 2, 4);
    await add(alice, 2, 1);
    await add(alice, 2, 4);
    expect((await carts.listForUser(alice)).map((line) => line.quantity)).toEqual([4]);
    await add(alice, 2, 9);
    expect((await carts.listForUser(alice)).map((line) => line.quantity)).toEqual([9]);
  });

  it('leaves one line after many concurrent adds of the same product', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => add(alice, 3, (i % 5) + 1)));
    const lines = await carts.listForUser(alice);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(5);
  });

  it("updates and removes only the user's own lines", async () => {
    await add(bob, 1, 2);
    const [bobLine] = await carts.listForUser(bob);
    const id = bobLine?.cartItemId ?? 0;

    expect(await carts.updateQuantity(alice, id, 7)).toBe(false);
    expect(await carts.remove(alice, id)).toBe(false);
    expect(await carts.listForUser(bob)).toEqual([bobLine]);

    expect(await carts.updateQuantity(bob, id, 7)).toBe(true);
    expect((await carts.listForUser(bob))[0]?.quantity).toBe(7);
    expect(await carts.remove(bob, id)).toBe(true);
    expect(await carts.listForUser(bob)).toEqual([]);
    expect(await carts.remove(bob, id)).toBe(false);
  });

  it('adds nothing, and does not fail, for a user or product that does not exist', async () => {
    // A token can outlive its account: the product exists, so the add is not refused.
    expect(await add(999_999, 1, 1)).toBe(true);
    expect(await add(alice, 999, 1)).toBe(false);
    expect(await handle.db.select().from(cartItems)).toEqual([]);
  });

  it('adds nothing for an unpublished product, and says so', async () => {
    await handle.db.update(products).set({ published: false }).where(eq(products.id, 2));
    try {
      expect(await add(alice, 2, 1)).toBe(false);
      expect(await handle.db.select().from(cartItems)).toEqual([]);
    } finally {
      await handle.db.update(products).set({ published: true }).where(eq(products.id, 2));
    }
  });

  it("stores the catalogue's price as the price at the time of the add", async () => {
    expect(await add(alice, 4, 1)).toBe(true);
    expect(await add(alice, 4, 3)).toBe(true);
    const [row] = await handle.db.select().from(cartItems);
    const [product] = await handle.db.select().from(products).where(eq(products.id, 4));
    expect(row).toMatchObject({ userId: alice, productId: 4, quantity: 3 });
    expect(row?.priceAtTimeCents).toBe(product?.priceCents);
  });
});
