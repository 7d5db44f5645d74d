import type {
  GatewayResult,
  Order,
  OrderStatus,
  OrdersGateway,
  OrdersPage,
  OrdersPageRequest,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { asObject, asText, callJson } from './http-client';
import { mapReply } from './map-reply';

/** OrdersGateway over POST /api/orders/place and GET /api/orders/user. */
export class KyOrdersGateway implements OrdersGateway {
  constructor(private readonly http: KyInstance) {}

  placeOrder(request: PlaceOrderRequest): GatewayResult<PlaceOrderResponse> {
    const reply = callJson(this.http, 'api/orders/place', { method: 'post', json: request });
    return mapReply(reply, (body) => ({ checkoutUrl: asText(body.checkoutUrl) }));
  }

  listUserOrders(request: OrdersPageRequest): GatewayResult<OrdersPage> {
    const reply = callJson(this.http, 'api/orders/user', {
      searchParams: { page: request.page, size: request.size },
    });
    // Spec §7: either an array or an object with a content array.
    return mapReply(reply, (body, raw) => {
      const content = (
        Array.isArray(raw) ? raw : Array.isArray(body.content) ? body.content : []
      ).map(readOrder);
      const total = numberOr(body.totalElements, content.length);
      return {
        content,
        totalElements: total,
        totalPages: numberOr(body.totalPages, Math.ceil(total / request.size)),
        page: numberOr(body.page, request.page),
        size: numberOr(body.size, request.size),
      };
    });
  }
}

function readOrder(entry: unknown): Order {
  const o = asObject(entry);
  const items = Array.isArray(o.orderItems) ? o.orderItems : [];
  return {
    orderId: numberOr(o.orderId, 0),
    status: asText(o.status) as OrderStatus,
    paymentMethod: asText(o.paymentMethod),
    orderDate: asText(o.orderDate),
    totalAmount: numberOr(o.totalAmount, 0),
    userName: asText(o.userName),
    userEmail: asText(o.userEmail),
    orderItems: items.map((line) => {
      const item = asObject(line);
      return {
        productName: asText(item.productName),
        quantity: numberOr(item.quantity, 0),
        priceAtTime: numberOr(item.priceAtTime, 0),
      };
    }),
    certificateUrl: typeof o.certificateUrl === 'string' ? o.certificateUrl : null,
  };
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
