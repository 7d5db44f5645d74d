import type { ProductResponse } from '@netzero/contract';
import { err, ok, type Result } from '@netzero/core';
import type { ProductRecord, ProductRepository } from './ports/product.repository.port.js';

/** The catalogue as the contract shows it: prices in dollars (spec §7 GET /api/products). */
export class CatalogueService {
  readonly #products: ProductRepository;

  constructor(deps: { products: ProductRepository }) {
    this.#products = deps.products;
  }

  /** Every project, in catalogue order. */
  async list(): Promise<ProductResponse[]> {
    return (await this.#products.list()).map(toProductResponse);
  }

  /** One project, or PRODUCTS.NOT_FOUND. */
  async get(id: number): Promise<Result<ProductResponse, 'PRODUCTS.NOT_FOUND'>> {
    const product = await this.#products.findById(id);
    return product ? ok(toProductResponse(product)) : err('PRODUCTS.NOT_FOUND');
  }
}

/** A stored product in the contract's shape (cents become dollars). */
export function toProductResponse(product: ProductRecord): ProductResponse {
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    imageUrl: product.imageUrl,
    plpUrl: product.plpUrl,
    price: product.priceCents / 100,
    currency: product.currency,
    availableTonnes: product.availableTonnes,
    standard: product.standard,
    vintage: product.vintage,
    location: product.location,
    sdgs: [...product.sdgs],
  };
}
