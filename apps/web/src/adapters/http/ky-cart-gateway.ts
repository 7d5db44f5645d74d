import type {
  CartAddRequest,
  CartGateway,
  CartItemId,
  CartUpdateRequest,
  GatewayResult,
  ServerCart,
  ServerCartItem,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { asObject, asText, callJson } from './http-client';
import { mapReply } from './map-reply';

/** CartGateway over the spec's /api/cart calls; the client adds the bearer header. */
export class KyCartGateway implements CartGateway {
  constructor(private readonly http: KyInstance) {}

  getCart(): GatewayResult<ServerCart> {
    return mapReply(callJson(this.http, 'api/cart/get'), (body) => {
      const data = asObject(body.data);
      return {
        cartItems: readItems(data.cartItems) ?? [],
        totalAmount: numberOr0(data.totalAmount),
      };
    });
  }

  getUserCart(userId: string): GatewayResult<readonly ServerCartItem[] | null> {
    return mapReply(callJson(this.http, `api/cart/${encodeURIComponent(userId)}`), (body) =>
      readItems(body.cartItems),
    );
  }

  add(request: CartAddRequest): GatewayResult<void> {
    return ignoreBody(callJson(this.http, 'api/cart/add', { method: 'post', json: request }));
  }

  update(request: CartUpdateRequest): GatewayResult<void> {
    return ignoreBody(callJson(this.http, 'api/cart/update', { method: 'put', json: request }));
  }

  remove(cartItemId: CartItemId): GatewayResult<void> {
    const path = `api/cart/remove/${encodeURIComponent(String(cartItemId))}`;
    return ignoreBody(callJson(this.http, path, { method: 'delete' }));
  }
}

function ignoreBody(reply: GatewayResult<unknown>): GatewayResult<void> {
  return mapReply(reply, () => undefined);
}

function readItems(value: unknown): ServerCartItem[] | null {
  if (!Array.isArray(value)) return null;
  return value.map((entry) => {
    const item = asObject(entry);
    return {
      cartItemId: numberOr0(item.cartItemId),
      ...(typeof item.productId === 'number' ? { productId: item.productId } : {}),
      productName: asText(item.productName),
      thumbnailImageUrl: asText(item.thumbnailImageUrl),
      pricePerItem: numberOr0(item.pricePerItem),
      quantity: numberOr0(item.quantity),
    };
  });
}

function numberOr0(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
