import type { AddToCartItem } from '../catalogue/product.js';
import { asRecord, isFiniteNumber, parseStoredJson } from './stored-json.js';

/**
 * The pending item stored under pendingCartItem (JSON text), or null when there is none or it is
 * unusable (not JSON, not an object, no numeric productId or price). Missing text fields become ''.
 */
export function parsePendingItem(raw: string | null): AddToCartItem | null {
  const record = raw === null ? null : asRecord(parseStoredJson(raw));
  if (record === null) return null;
  const { productId, price } = record;
  if (!isFiniteNumber(productId) || !isFiniteNumber(price)) return null;
  return {
    title: text(record.title),
    description: text(record.description),
    image: text(record.image),
    url: typeof record.url === 'string' ? record.url : null,
    priceDisplay: text(record.priceDisplay),
    price,
    currency: text(record.currency),
    productId,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
