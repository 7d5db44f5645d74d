import type { AddToCartItem } from '../catalogue/product.js';
import { NEW_CART_ITEM_QUANTITY } from '../shared/limits.js';
import { toCartQuantity } from './cart-quantity.js';
import type { CartItemId, LocalCartItem } from './local-cart-item.js';

/** The cart with the item appended at quantity 1; the same list when its productId is already there. */
export function addToLocalCart(
  cart: readonly LocalCartItem[],
  item: AddToCartItem,
  newId: CartItemId,
): readonly LocalCartItem[] {
  if (cart.some((line) => line.productId === item.productId)) return cart;
  return [...cart, { ...item, quantity: NEW_CART_ITEM_QUANTITY, cartItemId: newId }];
}

/** The cart with one line's quantity set, in tonnes: floored and never below 1; unchanged for NaN or ±Infinity. */
export function setLocalQuantity(
  cart: readonly LocalCartItem[],
  cartItemId: CartItemId,
  quantity: number,
): readonly LocalCartItem[] {
  const next = toCartQuantity(quantity);
  if (next === null) return cart;
  return cart.map((line) => (line.cartItemId === cartItemId ? { ...line, quantity: next } : line));
}

/** The cart with one line's quantity raised by 1 tonne. */
export function incrementQuantity(
  cart: readonly LocalCartItem[],
  cartItemId: CartItemId,
): readonly LocalCartItem[] {
  return stepQuantity(cart, cartItemId, 1);
}

/** The cart with one line's quantity lowered by 1 tonne, never below 1. */
export function decrementQuantity(
  cart: readonly LocalCartItem[],
  cartItemId: CartItemId,
): readonly LocalCartItem[] {
  return stepQuantity(cart, cartItemId, -1);
}

function stepQuantity(
  cart: readonly LocalCartItem[],
  cartItemId: CartItemId,
  step: number,
): readonly LocalCartItem[] {
  const line = cart.find((candidate) => candidate.cartItemId === cartItemId);
  return line ? setLocalQuantity(cart, cartItemId, line.quantity + step) : cart;
}

/** The cart without the line of that id. */
export function removeFromLocalCart(
  cart: readonly LocalCartItem[],
  cartItemId: CartItemId,
): readonly LocalCartItem[] {
  return cart.filter((line) => line.cartItemId !== cartItemId);
}

/** The empty cart. */
export function clearLocalCart(): readonly LocalCartItem[] {
  return [];
}

/** Number of lines in the cart (the navigation badge), not tonnes. */
export function cartItemCount(cart: readonly LocalCartItem[]): number {
  return cart.length;
}

/**
 * A new local line id from the clock (spec §3 'timestamp-based'), in milliseconds since the epoch,
 * moved past every numeric id already in the cart so two adds in one millisecond never share an id.
 */
export function nextLocalCartItemId(cart: readonly LocalCartItem[], nowMs: number): number {
  let next = Math.floor(nowMs);
  for (const line of cart) {
    if (typeof line.cartItemId === 'number' && line.cartItemId >= next) next = line.cartItemId + 1;
  }
  return next;
}
