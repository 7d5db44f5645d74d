import { describe, expect, it } from 'vitest';
import { CATALOGUE_SEED } from '../../persistence/seed/catalogue.seed.js';
import { MutableClock } from '../../test-support/mutable-clock.js';
import type { ProductRecord, ProductRepository } from '../ports/product.repository.port.js';
import { CatalogueService } from './catalogue.service.js';

/** An in-memory catalogue that counts how often it is read. */
class FakeProducts implements ProductRepository {
  reads = 0;
  constructor(public rows: ProductRecord[]) {}
  async list() {
    this.reads++;
    return [...this.rows];
  }
  async findById(id: number) {
    return this.rows.find((row) => row.id === id) ?? null;
  }
  async seedIfEmpty() {
    return 0;
  }
}

const catalogueOf = (products: ProductRepository, clock = new MutableClock()) =>
  new CatalogueService({ products, clock, ttlMs: 1000 });

describe('CatalogueService', () => {
  it('lists every stored product in catalogue order, as stored (prices in cents)', async () => {
    const service = catalogueOf(new FakeProducts([...CATALOGUE_SEED]));
    expect(await service.list()).toEqual(CATALOGUE_SEED);
    expect((await service.list()).map((product) => product.priceCents)).toEqual([
      1400, 1100, 1000, 900, 1200, 1250, 1500,
    ]);
  });

  it('gets one product, or PRODUCTS.NOT_FOUND', async () => {
    const service = catalogueOf(new FakeProducts([...CATALOGUE_SEED]));
    const found = await service.get(7);
    expect(found.ok && found.value.title).toBe('NetZero Monthly Climate Portfolio');
    expect(await service.get(8)).toEqual({ ok: false, error: 'PRODUCTS.NOT_FOUND' });
  });

  it('serves one snapshot until its lifetime ends, then reads the catalogue again', async () => {
    const products = new FakeProducts([...CATALOGUE_SEED]);
    const clock = new MutableClock();
    const service = catalogueOf(products, clock);
    const first = await service.snapshot();
    const base = CATALOGUE_SEED[0] as ProductRecord;
    products.rows = [{ ...base, priceCents: 2500 }];
    clock.advance(999);
    expect(await service.snapshot()).toBe(first);
    expect(products.reads).toBe(1);
    clock.advance(1);
    expect((await service.list()).map((product) => product.priceCents)).toEqual([2500]);
    expect(products.reads).toBe(2);
  });

  it('reads the catalogue again at once after a stock change', async () => {
    const products = new FakeProducts([...CATALOGUE_SEED]);
    const service = catalogueOf(products);
    await service.list();
    products.rows = products.rows.map((row) =>
      row.id === 1 ? { ...row, availableTonnes: 24_990 } : row,
    );
    service.stockChanged();
    const found = await service.get(1);
    expect(found.ok && found.value.availableTonnes).toBe(24_990);
    expect(products.reads).toBe(2);
  });
});
