import type { ProductResponse } from '@netzero/contract';
import { moneyToMajor } from '@netzero/core';
import type { ProductRecord } from '../services/ports/product.repository.port.js';

/** A carbon project in the contract's shape: the price per tonne in major units (dollars). */
export function toProductResponse(product: ProductRecord): ProductResponse {
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    imageUrl: product.imageUrl,
    plpUrl: product.plpUrl,
    price: moneyToMajor({ amountMinor: product.priceCents, currency: product.currency }),
    currency: product.currency,
    availableTonnes: product.availableTonnes,
    standard: product.standard,
    vintage: product.vintage,
    location: product.location,
    sdgs: [...product.sdgs],
  };
}
