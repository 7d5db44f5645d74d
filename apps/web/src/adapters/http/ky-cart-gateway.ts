import type { CartAddRequest, CartItemResponse, CartUpdateRequest } from '@netzero/contract';
import type {
  CartGateway,
  CartItemId,
  CartLineToAdd,
  CartQuantityChange,
  GatewayResult,
  ServerCart,
  ServerCartItem,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract, mapReply } from './http-client';
import { decodeAs, oneOf } from './reply-decoders';

const toLine = (item: CartItemResponse): ServerCartItem => ({
  cartItemId: item.cartItemId,
  productId: item.productId,
  productName: item.productName,
  thumbnailImageUrl: item.thumbnailImageUrl,
  pricePerItem: item.pricePerItem,
  quantity: item.quantity,
});
const Cart = fromContract(({ CartResponse }) =>
  decodeAs(
    CartResponse,
    ({ data }): ServerCart => ({
      cartItems: data.cartItems.map(toLine),
      totalAmount: data.totalAmount,
    }),
  ),
);
// Spec §7: the reply of GET /api/cart/{userId} may lack cartItems (then null: nothing to load).
const UserCart = fromContract(({ UserCartResponse, MessageBody }) =>
  oneOf<readonly ServerCartItem[] | null>(
    decodeAs(UserCartResponse, ({ cartItems }) => cartItems.map(toLine)),
    decodeAs(MessageBody, () => null),
  ),
);

/** CartGateway over the spec's /api/cart calls, decoded with the contract; the client adds the bearer header. */
export class KyCartGateway implements CartGateway {
  constructor(private readonly http: KyInstance) {}

  getCart(): GatewayResult<ServerCart> {
    return callJson(this.http, 'api/cart/get', Cart);
  }

  getUserCart(userId: string): GatewayResult<readonly ServerCartItem[] | null> {
    return callJson(this.http, `api/cart/${encodeURIComponent(userId)}`, UserCart);
  }

  add(line: CartLineToAdd): GatewayResult<void> {
    // Spec §7 sends priceAtTime; our server prices the line from its catalogue (its reply says so).
    const json: CartAddRequest = {
      productId: line.productId,
      quantity: line.quantity,
      priceAtTime: line.priceAtTime,
    };
    return ignoreCart(callJson(this.http, 'api/cart/add', Cart, { method: 'post', json }));
  }

  update(change: CartQuantityChange): GatewayResult<void> {
    // The contract's ids are numbers; a line's id is a number once the server has it.
    const json: CartUpdateRequest = {
      cartItemId: Number(change.cartItemId),
      quantity: change.quantity,
    };
    return ignoreCart(callJson(this.http, 'api/cart/update', Cart, { method: 'put', json }));
  }

  remove(cartItemId: CartItemId): GatewayResult<void> {
    const path = `api/cart/remove/${encodeURIComponent(String(cartItemId))}`;
    return ignoreCart(callJson(this.http, path, Cart, { method: 'delete' }));
  }
}

// Spec §7: the sync loop does not read these replies (the page reloads the cart after it).
function ignoreCart(reply: GatewayResult<ServerCart>): GatewayResult<void> {
  return mapReply(reply, () => undefined);
}
