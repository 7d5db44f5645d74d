import type { Product } from '../catalogue/product.js';
import type { GatewayResult } from './gateway-error.js';

/** The carbon projects on sale (GET /api/products, spec §7). */
export interface CatalogueGateway {
  /** Every product, in the server's order. */
  listProducts(): GatewayResult<readonly Product[]>;
}
