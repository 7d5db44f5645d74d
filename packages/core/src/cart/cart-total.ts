import type { LocalCartItem } from './local-cart-item.js';

/** Total of the cart, in cents: each price is rounded to the cent before it is multiplied. */
export function localCartTotalCents(cart: readonly LocalCartItem[]): number {
  return cart.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
}

/** Total of the cart, in dollars, summed in whole cents so that 0.1 + 0.2 never shows as 0.30000000000000004. */
export function localCartTotal(cart: readonly LocalCartItem[]): number {
  return localCartTotalCents(cart) / 100;
}
