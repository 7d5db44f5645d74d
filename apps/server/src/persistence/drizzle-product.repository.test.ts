import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.js';
import type { DatabaseHandle } from './database.js';
import { DrizzleProductRepository, SEEDED_BLOCK } from './drizzle-product.repository.js';
import { creditIssuances, products } from './schema.js';
import { CATALOGUE_SEED } from './seed/catalogue.seed.js';

let handle: DatabaseHandle;
let repository: DrizzleProductRepository;

beforeAll(async () => {
  handle = await openTestDatabase();
  repository = new DrizzleProductRepository(handle.db);
});
beforeEach(async () => {
  // Issued blocks are append-only (DELETE is refused); TRUNCATE empties them with the products.
  await handle.db.execute(sql`truncate products restart identity cascade`);
});
afterAll(() => handle.close());

describe('DrizzleProductRepository', () => {
  it('seeds an empty catalogue with the explicit ids, then lists it in seed order', async () => {
    expect(await repository.seedIfEmpty(CATALOGUE_SEED)).toBe(7);
    expect(await repository.list()).toEqual(CATALOGUE_SEED);
  });

  it('issues the seeded stock as one block per project, serials 1 … its tonnes', async () => {
    await repository.seedIfEmpty(CATALOGUE_SEED);
    const blocks = await handle.db
      .select()
      .from(creditIssuances)
      .orderBy(asc(creditIssuances.productId));
    expect(blocks.map((b) => [b.productId, b.firstSerial, b.lastSerial, b.quantity])).toEqual(
      CATALOGUE_SEED.map((p) => [p.id, 1, p.availableTonnes, p.availableTonnes]),
    );
    expect(blocks.every((b) => b.registrySerialBlock === SEEDED_BLOCK)).toBe(true);
  });

  it('neither lists nor finds an unpublished project', async () => {
    await repository.seedIfEmpty(CATALOGUE_SEED);
    await handle.db.update(products).set({ published: false }).where(eq(products.id, 2));
    expect((await repository.list()).map((product) => product.id)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(await repository.findById(2)).toBeNull();
  });

  it('leaves a catalogue that has products alone, so it can run at every start', async () => {
    await repository.seedIfEmpty(CATALOGUE_SEED);
    await handle.db.update(products).set({ availableTonnes: 3 });
    expect(await repository.seedIfEmpty(CATALOGUE_SEED)).toBe(0);
    const stock = (await repository.list()).map((product) => product.availableTonnes);
    expect(stock).toEqual([3, 3, 3, 3, 3, 3, 3]);
  });

  it('inserts the catalogue once when several processes seed at the same moment', async () => {
    const counts = await Promise.all([1, 2, 3].map(() => repository.seedIfEmpty(CATALOGUE_SEED)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(7);
    expect(await repository.list()).toHaveLength(7);
  });

  it('moves the id sequence past the seeded ids, so a product added later gets id 8', async () => {
    await repository.seedIfEmpty(CATALOGUE_SEED);
    const [added] = await handle.db
      .insert(products)
      .values({
        slug: 'later',
        title: 'Added later',
        description: 'A project added by an operator.',
        imageUrl: '/assets/projects/later.svg',
        priceCents: 1000,
        availableTonnes: 10,
        standard: 'Verra VCS',
        vintage: 2024,
        location: 'India',
        sdgs: [13],
        sortOrder: 99,
      })
      .returning({ id: products.id });
    expect(added?.id).toBe(8);
    expect((await repository.list()).map((product) => product.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  it('lists by sort order first, then by id', async () => {
    await repository.seedIfEmpty(CATALOGUE_SEED);
    await handle.db.update(products).set({ sortOrder: -1 }).where(eq(products.id, 5));
    expect((await repository.list()).map((product) => product.id)).toEqual([5, 1, 2, 3, 4, 6, 7]);
  });

  it('finds a product by id, and null for an unknown id', async () => {
    await repository.seedIfEmpty(CATALOGUE_SEED);
    expect(await repository.findById(1)).toEqual(CATALOGUE_SEED[0]);
    expect(await repository.findById(99)).toBeNull();
  });

  it('seeds nothing from an empty list', async () => {
    expect(await repository.seedIfEmpty([])).toBe(0);
    expect(await repository.list()).toEqual([]);
  });
});
