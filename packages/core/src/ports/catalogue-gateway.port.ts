import type { Product } from '../catalogue/product.js';
import type { GatewayResult } from './gateway-error.js';

/** The carbon projects on sale (GET /api/products, spec §7). */
export interface CatalogueGateway {
  /** Every product, in the server's order. */
  listProducts(): GatewayResult<readonly Product[]>;
  /**
   * The products the page arrived with, when the server rendered the list into it (the same as
   * listProducts would have given at that moment), else null: the first view shows them at once.
   */
  initialProducts(): readonly Product[] | null;
}
