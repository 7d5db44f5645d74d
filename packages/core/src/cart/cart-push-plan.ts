import type { AddToCartItem } from '../catalogue/product.js';
import type { CartLineToAdd } from '../ports/cart-gateway.port.js';
import { NEW_CART_ITEM_QUANTITY } from '../shared/limits.js';
import type { LocalCartItem } from './local-cart-item.js';

/**
 * The POST /api/cart/add bodies of spec §7's sync, in order: one per line already in the cart
 * with its quantity (tonnes) and price (dollars), then the new product at quantity 1.
 * Our server's add is idempotent (a product already in the server cart is left as it is), so
 * replaying this plan leaves the server cart equal to the local cart. Lines without a productId
 * came from the server, which already holds them, so they are not sent.
 */
export function planCartPush(
  localCart: readonly LocalCartItem[],
  newProduct: Pick<AddToCartItem, 'productId' | 'price'>,
): CartLineToAdd[] {
  const plan: CartLineToAdd[] = [];
  for (const line of localCart) {
    if (typeof line.productId !== 'number') continue;
    plan.push({ productId: line.productId, quantity: line.quantity, priceAtTime: line.price });
  }
  plan.push({
    productId: newProduct.productId,
    quantity: NEW_CART_ITEM_QUANTITY,
    priceAtTime: newProduct.price,
  });
  return plan;
}
