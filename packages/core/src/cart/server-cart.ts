import type { LocalCartItem } from './local-cart-item.js';

/** A cart line as the server sends it (spec §3 'Cart item (server and display)'). */
export interface ServerCartItem {
  readonly cartItemId: number;
  /** Our server also sends the product id; the original server may not. */
  readonly productId?: number;
  readonly productName: string;
  readonly thumbnailImageUrl: string;
  /** Price of one tonne of CO2, in dollars. */
  readonly pricePerItem: number;
  /** Tonnes of CO2. */
  readonly quantity: number;
}

/** The reply of GET /api/cart/get (its data.cartItems and data.totalAmount). */
export interface ServerCart {
  readonly cartItems: readonly ServerCartItem[];
  /** Sum of the lines, in dollars. */
  readonly totalAmount: number;
}

/**
 * The server's lines in the local shape: productName becomes title, thumbnailImageUrl image,
 * pricePerItem price; productId is carried only when the server sent it (never invented).
 */
export function serverCartToLocal(items: readonly ServerCartItem[]): LocalCartItem[] {
  return items.map((item) => ({
    cartItemId: item.cartItemId,
    ...(typeof item.productId === 'number' ? { productId: item.productId } : {}),
    title: item.productName,
    image: item.thumbnailImageUrl,
    price: item.pricePerItem,
    quantity: item.quantity,
  }));
}
