import type { Product } from '../../src/catalogue/product.js';
import type { CatalogueGateway } from '../../src/ports/catalogue-gateway.port.js';
import type { GatewayResult } from '../../src/ports/gateway-error.js';
import { ok } from '../../src/shared/result.js';
import { GatewayScript } from './gateway-fakes.js';

/** A CatalogueGateway that lists the products it was given. */
export class FakeCatalogueGateway implements CatalogueGateway {
  readonly script = new GatewayScript<CatalogueGateway>();

  /** What initialProducts() gives: null unless a test sets the page's server-rendered list. */
  initial: readonly Product[] | null = null;

  constructor(public products: readonly Product[] = []) {}

  initialProducts(): readonly Product[] | null {
    return this.initial;
  }

  listProducts(): GatewayResult<readonly Product[]> {
    return this.script.answer({ method: 'listProducts', args: [] }, () => ok([...this.products]));
  }
}
