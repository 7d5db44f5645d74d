/** Id of a cart line: a local timestamp-based number, or the server's id once the cart is synced. */
export type CartItemId = number | string;

/**
 * A line of the local cart (spec §3 'Cart item (local)'), stored under the cartItems key.
 * Lines added here carry every add-to-cart field; lines read back from the server carry only what
 * the server sends, so productId and the descriptive fields are optional.
 */
export interface LocalCartItem {
  readonly cartItemId: CartItemId;
  /** The product id; absent on a line from a server that does not send it. */
  readonly productId?: number;
  /** Tonnes of CO2, a whole number of at least 1. */
  readonly quantity: number;
  /** Price of one tonne of CO2, in dollars. */
  readonly price: number;
  readonly title?: string;
  readonly description?: string;
  /** Picture url of the project. */
  readonly image?: string;
  /** The project's own page, or null. */
  readonly url?: string | null;
  /** The price line as shown on the product card. */
  readonly priceDisplay?: string;
  /** ISO 4217 currency code of the price. */
  readonly currency?: string;
}
