/** Browser storage keys of spec §3/§9; their values are what the original client stored. */
export const STORAGE_KEYS = {
  /** The session token (JWT), possibly with a 'Bearer ' prefix. */
  token: 'jwtToken',
  /** The logged-in user's id, a numeric string. */
  userId: 'userId',
  /** An add-to-cart item waiting for login (JSON). */
  pendingCartItem: 'pendingCartItem',
  /** The local copy of the cart (JSON array). */
  cartItems: 'cartItems',
  /** The business estimator's inputs as an estimate link code (ours, not the spec's). */
  businessEstimate: 'businessEstimate',
} as const;

/** One of the browser storage keys. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
