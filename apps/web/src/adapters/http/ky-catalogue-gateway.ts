// The products' schemas only, statically: /Carbon arrives with its list, decoded before the first
// render; the rest of the contract loads with the first call (see loadContract).
import { ProductListResponse, type ProductResponse } from '@netzero/contract/products';
import type { CatalogueGateway, GatewayResult, Product } from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson } from './http-client';
import { decodeAs } from './reply-decoders';

const toProduct = (product: ProductResponse): Product => ({
  ...product,
  // No page of its own reads as null, whether the server sent null or ''.
  plpUrl: product.plpUrl === '' ? null : product.plpUrl,
});
const Products = decodeAs(ProductListResponse, (list): readonly Product[] => list.map(toProduct));

/**
 * CatalogueGateway over GET /api/products, decoded with the contract; the products a
 * server-rendered page arrived with come from `embedded`, the text of the page's data block (null
 * when the page has none).
 */
export class KyCatalogueGateway implements CatalogueGateway {
  #initial: readonly Product[] | null | undefined;

  constructor(
    private readonly http: KyInstance,
    private readonly embedded: () => string | null = () => null,
  ) {}

  listProducts(): GatewayResult<readonly Product[]> {
    return callJson(this.http, 'api/products', Products);
  }

  initialProducts(): readonly Product[] | null {
    // Read once: every render of the first view must see the same list.
    if (this.#initial === undefined) this.#initial = readEmbedded(this.embedded());
    return this.#initial;
  }
}

/** The products of a data block's text (GET /api/products' body), or null when it is not one. */
function readEmbedded(text: string | null): readonly Product[] | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const decoded = Products.safeParse(raw);
  return decoded.success ? decoded.data : null;
}
