/** One line of a user's server cart, joined with its product. */
export interface CartLineRecord {
  readonly cartItemId: number;
  readonly productId: number;
  readonly productName: string;
  readonly thumbnailImageUrl: string;
  readonly priceCents: number;
  readonly quantity: number;
}

/** Server carts. Every method is scoped to one user: a line of another user is never found. */
export interface CartRepository {
  listForUser(userId: number): Promise<CartLineRecord[]>;
  /**
   * Adds a published product of the catalogue at the catalogue's price, or keeps the larger of the
   * stored and given quantities when it is already there, so replaying the client's sync never
   * doubles a quantity (DESIGN §5). False when the catalogue has no such published product.
   */
  addOrKeepLarger(line: { userId: number; productId: number; quantity: number }): Promise<boolean>;
  /** Sets a line's quantity; false when the user has no such line. */
  updateQuantity(userId: number, cartItemId: number, quantity: number): Promise<boolean>;
  /** Removes a line; false when the user has no such line. */
  remove(userId: number, cartItemId: number): Promise<boolean>;
  /** Empties a user's cart (after its order is paid). */
  clear(userId: number): Promise<void>;
}
