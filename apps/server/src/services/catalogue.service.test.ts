import { describe, expect, it } from 'vitest';
import { CATALOGUE_SEED } from '../persistence/seed/catalogue.seed.js';
import { CatalogueService } from './catalogue.service.js';
import type { ProductRecord, ProductRepository } from './ports/product.repository.port.js';

/** An in-memory catalogue. */
class FakeProducts implements ProductRepository {
  constructor(readonly rows: ProductRecord[]) {}
  async list() {
    return [...this.rows];
  }
  async findById(id: number) {
    return this.rows.find((row) => row.id === id) ?? null;
  }
  async seedIfEmpty() {
    return 0;
  }
}

describe('CatalogueService', () => {
  it('shows every product with its price in dollars and its registry facts', async () => {
    const service = new CatalogueService({ products: new FakeProducts([...CATALOGUE_SEED]) });
    const [first, ...rest] = await service.list();
    expect(first).toEqual({
      id: 1,
      title: 'Biogas for clean cooking in Madhya Pradesh and Maharashtra',
      description: CATALOGUE_SEED[0]?.description,
      imageUrl: '/assets/projects/biogas-clean-cooking.svg',
      plpUrl: '/CleanBioEnergy',
      price: 14,
      currency: 'USD',
      availableTonnes: 25_000,
      standard: 'Gold Standard',
      vintage: 2023,
      location: 'Madhya Pradesh and Maharashtra, India',
      sdgs: [1, 3, 5, 7, 13],
    });
    expect(rest.map((product) => product.price)).toEqual([11, 10, 9, 12, 12.5, 15]);
  });

  it('converts odd cents exactly (1999 cents is 19.99, not 19.990000000000002)', async () => {
    const base = CATALOGUE_SEED[0] as ProductRecord;
    const service = new CatalogueService({
      products: new FakeProducts([{ ...base, priceCents: 1999 }]),
    });
    expect((await service.list())[0]?.price).toBe(19.99);
  });

  it('gets one product, or PRODUCTS.NOT_FOUND', async () => {
    const service = new CatalogueService({ products: new FakeProducts([...CATALOGUE_SEED]) });
    const found = await service.get(7);
    expect(found.ok && found.value.title).toBe('NetZero Monthly Climate Portfolio');
    expect(await service.get(8)).toEqual({ ok: false, error: 'PRODUCTS.NOT_FOUND' });
  });
});
