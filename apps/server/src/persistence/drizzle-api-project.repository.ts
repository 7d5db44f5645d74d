import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  ApiProjectRecord,
  ApiProjectRepository,
  ApiProjectVintage,
} from '../services/ports/api-project.repository.port.js';
import { type Database, queryRows } from './database.js';
import { CATALOGUE_COLUMNS } from './drizzle-product.repository.js';
import { products } from './schema.js';

const columns = {
  ...CATALOGUE_COLUMNS,
  category: products.category,
  country: products.country,
  region: products.region,
  methodology: products.methodology,
  registryName: products.registryName,
  registryProjectId: products.registryProjectId,
  registryUrl: products.registryUrl,
};

interface VintageRow {
  product_id: number;
  vintage: number;
  unretired: string | number;
}

/**
 * The published projects for the public API, with each vintage's unretired serials: per issued
 * block, its quantity less what live (uncancelled) retirements hold of it. Live ranges of a
 * project never overlap (an exclusion constraint), so the sum of their overlaps is exact.
 */
export class DrizzleApiProjectRepository implements ApiProjectRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async list(): Promise<ApiProjectRecord[]> {
    const rows = await this.#db
      .select(columns)
      .from(products)
      .where(eq(products.published, true))
      .orderBy(asc(products.sortOrder), asc(products.id));
    return this.#withVintages(rows);
  }

  async findById(id: number): Promise<ApiProjectRecord | null> {
    const rows = await this.#db
      .select(columns)
      .from(products)
      .where(and(eq(products.id, id), eq(products.published, true)))
      .limit(1);
    return (await this.#withVintages(rows))[0] ?? null;
  }

  async #withVintages(
    rows: readonly Omit<ApiProjectRecord, 'vintages'>[],
  ): Promise<ApiProjectRecord[]> {
    if (rows.length === 0) return [];
    const byProduct = await this.#vintages(
      inArray(
        sql.raw('b.product_id'),
        rows.map((row) => row.id),
      ),
    );
    return rows.map((row) => ({
      ...row,
      sdgs: [...row.sdgs],
      vintages: byProduct.get(row.id) ?? [],
    }));
  }

  async #vintages(filter: SQL): Promise<Map<number, ApiProjectVintage[]>> {
    const rows = await queryRows<VintageRow>(
      this.#db,
      sql`select b.product_id, b.vintage,
            sum(b.quantity - coalesce((
              select sum(least(r.last_serial, b.last_serial) - greatest(r.first_serial, b.first_serial) + 1)
              from credit_retirements r
              where r.product_id = b.product_id and r.cancelled_at is null
                and r.first_serial <= b.last_serial and r.last_serial >= b.first_serial
            ), 0)) as unretired
          from credit_issuances b
          where ${filter}
          group by b.product_id, b.vintage
          order by b.product_id, b.vintage desc`,
    );
    const byProduct = new Map<number, ApiProjectVintage[]>();
    for (const row of rows) {
      const productId = Number(row.product_id);
      const list = byProduct.get(productId) ?? [];
      list.push({ vintage: Number(row.vintage), unretiredTonnes: Number(row.unretired) });
      byProduct.set(productId, list);
    }
    return byProduct;
  }
}
