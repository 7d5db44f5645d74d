import { z } from 'zod';
import { Amount, Id, IdParam, Tonnes } from './fields.js';

/** One cart line as the server shows it (spec §3 'Cart item (server and display)'). */
export const CartItemResponse = z.object({
  cartItemId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  thumbnailImageUrl: z.string(),
  /** Price per tonne, in dollars. */
  pricePerItem: Amount,
  quantity: z.number().int(),
});
/** One cart line. */
export type CartItemResponse = z.infer<typeof CartItemResponse>;

/** GET /api/cart/get reply: data.cartItems and data.totalAmount (dollars). */
export const CartResponse = z.object({
  message: z.string(),
  data: z.object({ cartItems: z.array(CartItemResponse), totalAmount: Amount }),
});
/** GET /api/cart/get reply. */
export type CartResponse = z.infer<typeof CartResponse>;

/** GET /api/cart/{userId} reply: the list named cartItems (spec §3). */
export const UserCartResponse = z.object({ cartItems: z.array(CartItemResponse) });

/** GET /api/cart/{userId} path. */
export const UserCartParams = z.object({ userId: IdParam });

/**
 * POST /api/cart/add body (spec §7): productId, quantity, priceAtTime. The web app always sends
 * priceAtTime (the spec's call); the server prices the line from its catalogue, as its reply's
 * pricePerItem shows, so a client may leave it out.
 */
export const CartAddRequest = z.object({
  productId: Id,
  quantity: Tonnes,
  priceAtTime: Amount.optional(),
});
/** POST /api/cart/add body. */
export type CartAddRequest = z.infer<typeof CartAddRequest>;

/** PUT /api/cart/update body: cartItemId, quantity (never below 1). */
export const CartUpdateRequest = z.object({ cartItemId: Id, quantity: Tonnes });
/** PUT /api/cart/update body. */
export type CartUpdateRequest = z.infer<typeof CartUpdateRequest>;

/** DELETE /api/cart/remove/{cartItemId} path. */
export const CartRemoveParams = z.object({ cartItemId: IdParam });
