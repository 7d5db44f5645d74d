import { err, ok, type Result } from '@netzero/core';
import type { ServerClock } from '../ports/clock.port.js';
import type { ProductRecord, ProductRepository } from '../ports/product.repository.port.js';
import { FreshValueCache } from './fresh-value-cache.js';

/** The whole catalogue at one moment; never mutated once built. */
export interface CatalogueSnapshot {
  /** Every project, in catalogue order. */
  readonly products: readonly ProductRecord[];
  readonly byId: ReadonlyMap<number, ProductRecord>;
}

/** How long a snapshot is served before the catalogue is read again, in milliseconds. */
export const DEFAULT_CATALOGUE_TTL_MS = 1000;

/**
 * The catalogue (spec §7 GET /api/products). It is served from a snapshot in memory: every visitor reads it and it rarely changes. The snapshot is
 * dropped as soon as this process changes stock (`stockChanged`), and read again after `ttlMs`
 * in any case, which bounds how stale a change made by another server or an operator can be.
 * Stock shown here is advisory: checkout reserves tonnes in the database (DESIGN §5).
 */
export class CatalogueService {
  readonly #snapshot: FreshValueCache<CatalogueSnapshot>;

  constructor(deps: { products: ProductRepository; clock: ServerClock; ttlMs?: number }) {
    const { products } = deps;
    this.#snapshot = new FreshValueCache(
      async () => toSnapshot(await products.list()),
      deps.clock,
      deps.ttlMs ?? DEFAULT_CATALOGUE_TTL_MS,
    );
  }

  /** The current snapshot (the same object until the catalogue is read again). */
  snapshot(): Promise<CatalogueSnapshot> {
    return this.#snapshot.get();
  }

  /** Every project, in catalogue order. */
  async list(): Promise<readonly ProductRecord[]> {
    return (await this.snapshot()).products;
  }

  /** One project, or PRODUCTS.NOT_FOUND. */
  async get(id: number): Promise<Result<ProductRecord, 'PRODUCTS.NOT_FOUND'>> {
    const product = (await this.snapshot()).byId.get(id);
    return product ? ok(product) : err('PRODUCTS.NOT_FOUND');
  }

  /** Stock or products changed in the database: the next caller reads the catalogue anew. */
  stockChanged(): void {
    this.#snapshot.invalidate();
  }
}

function toSnapshot(records: readonly ProductRecord[]): CatalogueSnapshot {
  const products = records.map((product) => ({ ...product, sdgs: [...product.sdgs] }));
  return { products, byId: new Map(products.map((product) => [product.id, product])) };
}
