import type { ProductResponse } from '@netzero/contract';
import type { CatalogueGateway, GatewayResult, Product } from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, lazySchema } from './http-client';
import { decodeAs } from './reply-decoders';

const toProduct = (product: ProductResponse): Product => ({
  ...product,
  // No page of its own reads as null, whether the server sent null or ''.
  plpUrl: product.plpUrl === '' ? null : product.plpUrl,
});
// The products' own chunk of the contract: the pages that list products (/Carbon, the
// calculators) need no other schema, and the whole contract took a phone ~200 ms to build.
const Products = lazySchema(() =>
  import('@netzero/contract/products').then(({ ProductListResponse }) =>
    decodeAs(ProductListResponse, (list): readonly Product[] => list.map(toProduct)),
  ),
);

/**
 * CatalogueGateway over GET /api/products, decoded with the contract; the products a
 * server-rendered page arrived with come from its data block (`snapshotText`, GET /api/products'
 * body as the server embedded it; null when the page has none).
 */
export class KyCatalogueGateway implements CatalogueGateway {
  #initial: readonly Product[] | null | undefined;

  constructor(
    private readonly http: KyInstance,
    private readonly snapshotText: string | null = null,
  ) {}

  listProducts(): GatewayResult<readonly Product[]> {
    const initial = this.initialProducts();
    // The page's refresh usually gets the very bytes of its data block: nothing to decode, and
    // the products' chunk (zod, ~130 ms of a phone's main thread) does not load at all.
    const known =
      initial === null || this.snapshotText === null
        ? undefined
        : { text: this.snapshotText, value: initial };
    return callJson(this.http, 'api/products', Products, {}, known);
  }

  initialProducts(): readonly Product[] | null {
    // Read by the first render, and once: every render of the first view must see the same list.
    if (this.#initial === undefined) this.#initial = readSnapshot(this.snapshotText);
    return this.#initial;
  }
}

/**
 * The products of a data block, or null when there is none or it is not a list. It is not decoded
 * again: the server checked these exact bytes against the contract (catalogue-body.ts) and rendered
 * the page's markup from them, which the browser already shows as it is.
 */
function readSnapshot(text: string | null): readonly Product[] | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  return Array.isArray(raw) ? (raw as ProductResponse[]).map(toProduct) : null;
}
