import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  ProductRecord,
  ProductRepository,
} from '../services/ports/product.repository.port.js';
import type { Database } from './database.js';
import { creditIssuances, products } from './schema.js';
import { type StatementNaming, statementName } from './statement-names.js';

/** The catalogue's columns of a project (the public API's reads them and more). */
export const CATALOGUE_COLUMNS = {
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

/** What the seeded projects' issued blocks say where the registry's serial block would be. */
export const SEEDED_BLOCK = 'Seeded stock (no registry serial block recorded)';

// Read by every cart add and checkout: prepared once per repository, so Drizzle builds its SQL
// once and node-postgres parses it once per connection (a named statement).
function prepareFindById(db: Database, naming: StatementNaming) {
  return db
    .select(CATALOGUE_COLUMNS)
    .from(products)
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.published, true)))
    .limit(1)
    .prepare(statementName('products_find_by_id', naming));
}

/** The catalogue in the products table (PGlite or PostgreSQL): published projects only. */
export class DrizzleProductRepository implements ProductRepository {
  readonly #db: Database;
  readonly #findById: ReturnType<typeof prepareFindById>;

  constructor(db: Database, naming: StatementNaming = {}) {
    this.#db = db;
    this.#findById = prepareFindById(db, naming);
  }

  async list(): Promise<ProductRecord[]> {
    return this.#db
      .select(CATALOGUE_COLUMNS)
      .from(products)
      .where(eq(products.published, true))
      .orderBy(asc(products.sortOrder), asc(products.id));
  }

  async findById(id: number): Promise<ProductRecord | null> {
    const [row] = await this.#findById.execute({ id });
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
      .returning({
        id: products.id,
        vintage: products.vintage,
        availableTonnes: products.availableTonnes,
      });
    // Seeded stock is issued stock: one block per project, serials 1 … its tonnes.
    const issued = inserted.filter((product) => product.availableTonnes > 0);
    if (issued.length > 0)
      await this.#db.insert(creditIssuances).values(
        issued.map((product) => ({
          productId: product.id,
          vintage: product.vintage,
          registrySerialBlock: SEEDED_BLOCK,
          firstSerial: 1,
          lastSerial: product.availableTonnes,
          quantity: product.availableTonnes,
        })),
      );
    // The ids were explicit, so the identity sequence has not moved: put it past them, or the
    // next product added without an id would collide with id 1.
    await this.#db.execute(
      sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`,
    );
    return inserted.length;
  }
}
