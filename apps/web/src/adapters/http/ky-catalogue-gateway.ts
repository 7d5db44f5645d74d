import type { ProductResponse } from '@netzero/contract';
import type { CatalogueGateway, GatewayResult, Product } from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, lazySchema, type ReplySchema } from './http-client';
import { decodeAs } from './reply-decoders';

const toProduct = (product: ProductResponse): Product => ({
  ...product,
  // No page of its own reads as null, whether the server sent null or ''.
  plpUrl: product.plpUrl === '' ? null : product.plpUrl,
});
const decodeProducts = (schema: ReplySchema<readonly ProductResponse[]>) =>
  decodeAs(schema, (list): readonly Product[] => list.map(toProduct));
// The products' own chunk of the contract: the pages that list products at load (/Carbon, the
// calculators) need no other schema, and the whole contract took a phone ~200 ms to build.
const loadProductSchemas = () => import('@netzero/contract/products');
const Products = lazySchema(() =>
  loadProductSchemas().then(({ ProductListResponse }) => decodeProducts(ProductListResponse)),
);

/** A page's data block (GET /api/products' body, as text) and the schema to read it with. */
export interface CatalogueSnapshot {
  readonly text: string;
  readonly schema: ReplySchema<readonly ProductResponse[]>;
}

/**
 * The data block of a page that has one, with the products' schemas: they (and zod) load only for
 * such a page, and in a task of their own; the other pages start without them (the contract loads
 * with the first call).
 */
export async function loadCatalogueSnapshot(
  text: string | null,
): Promise<CatalogueSnapshot | null> {
  if (text === null) return null;
  const { ProductListResponse } = await loadProductSchemas();
  return { text, schema: ProductListResponse };
}

/**
 * CatalogueGateway over GET /api/products, decoded with the contract; the products a
 * server-rendered page arrived with come from its `snapshot` (none when the page has none).
 */
export class KyCatalogueGateway implements CatalogueGateway {
  #initial: readonly Product[] | null | undefined;

  constructor(
    private readonly http: KyInstance,
    private readonly snapshot: CatalogueSnapshot | null = null,
  ) {}

  listProducts(): GatewayResult<readonly Product[]> {
    return callJson(this.http, 'api/products', Products);
  }

  initialProducts(): readonly Product[] | null {
    // Decoded by the first render (not while the container loads), and once: every render of the
    // first view must see the same list.
    if (this.#initial === undefined) this.#initial = readSnapshot(this.snapshot);
    return this.#initial;
  }
}

/** The products of a data block, or null when there is none or it is not GET /api/products' body. */
function readSnapshot(snapshot: CatalogueSnapshot | null): readonly Product[] | null {
  if (snapshot === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(snapshot.text);
  } catch {
    return null;
  }
  const decoded = decodeProducts(snapshot.schema).safeParse(raw);
  return decoded.success ? decoded.data : null;
}
