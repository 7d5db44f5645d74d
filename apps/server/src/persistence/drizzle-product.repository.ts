import { asc, eq, sql } from 'drizzle-orm';
import type {
  ProductRecord,
  ProductRepository,
} from '../services/ports/product.repository.port.js';
import type { Database } from './database.js';
import { products } from './schema.js';

const columns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  description: products.description,
  imageUrl: products.imageUrl,
  plpUrl: products.plpUrl,
  priceCents: products.priceCents,
  currency: products.currency,
  availableTonnes: products.availableTonnes,
  standard: products.standard,
  vintage: products.vintage,
  location: products.location,
  sdgs: products.sdgs,
};

/** The catalogue in the products table (PGlite or PostgreSQL). */
export class DrizzleProductRepository implements ProductRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async list(): Promise<ProductRecord[]> {
    return this.#db
      .select(columns)
      .from(products)
      .orderBy(asc(products.sortOrder), asc(products.id));
  }

  async findById(id: number): Promise<ProductRecord | null> {
    const [row] = await this.#db.select(columns).from(products).where(eq(products.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * Safe at every start, even with several processes starting at once: a non-empty catalogue is
   * left alone, and 'on conflict do nothing' lets the slower of two racing seeders insert nothing.
   */
  async seedIfEmpty(seed: readonly ProductRecord[]): Promise<number> {
    if (seed.length === 0) return 0;
    const [existing] = await this.#db.select({ id: products.id }).from(products).limit(1);
    if (existing) return 0;
    const inserted = await this.#db
      .insert(products)
      .values(
        seed.map((product, index) => ({ ...product, sdgs: [...product.sdgs], sortOrder: index })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id });
    // The ids were explicit, so the identity sequence has not moved: put it past them, or the
    // next product added without an id would collide with id 1.
    await this.#db.execute(
      sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`,
    );
    return inserted.length;
  }
}
