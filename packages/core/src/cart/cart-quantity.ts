import { NEW_CART_ITEM_QUANTITY } from '../shared/limits.js';

/** The quantity a cart line may hold for a requested one, in tonnes: floored, at least 1; null when not finite. */
export function toCartQuantity(requested: number): number | null {
  if (!Number.isFinite(requested)) return null;
  return Math.max(NEW_CART_ITEM_QUANTITY, Math.floor(requested));
}
