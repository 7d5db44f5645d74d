import { toCartQuantity } from './cart-quantity.js';
import type { LocalCartItem } from './local-cart-item.js';
import { asRecord, isFiniteNumber, parseStoredJson } from './stored-json.js';

const TEXT_FIELDS = ['title', 'description', 'image', 'priceDisplay', 'currency'] as const;

/**
 * The cart stored under cartItems (JSON text), or [] when there is none or it is not a JSON array
 * (spec §4: 'starts from the stored copy, or empty'). Unusable lines are dropped, quantities are
 * brought to a whole number of at least 1, a repeated productId keeps its first line, and fields
 * the caller added are kept.
 */
export function parseStoredCart(raw: string | null): LocalCartItem[] {
  const value = raw === null ? undefined : parseStoredJson(raw);
  if (!Array.isArray(value)) return [];
  const cart: LocalCartItem[] = [];
  const seenProducts = new Set<number>();
  for (const entry of value) {
    const line = toLocalLine(entry);
    if (line === null) continue;
    if (line.productId !== undefined) {
      if (seenProducts.has(line.productId)) continue;
      seenProducts.add(line.productId);
    }
    cart.push(line);
  }
  return cart;
}

function toLocalLine(entry: unknown): LocalCartItem | null {
  const record = asRecord(entry);
  if (record === null) return null;
  const { cartItemId, price, productId } = record;
  const quantity = isFiniteNumber(record.quantity) ? toCartQuantity(record.quantity) : null;
  const validId = typeof cartItemId === 'string' || isFiniteNumber(cartItemId);
  if (!validId || !isFiniteNumber(price) || quantity === null) return null;
  const line: Record<string, unknown> = { ...record, cartItemId, price, quantity };
  if (!isFiniteNumber(productId)) delete line.productId;
  for (const field of TEXT_FIELDS) {
    if (field in line && typeof line[field] !== 'string') delete line[field];
  }
  if ('url' in line && line.url !== null && typeof line.url !== 'string') delete line.url;
  return line as unknown as LocalCartItem;
}
