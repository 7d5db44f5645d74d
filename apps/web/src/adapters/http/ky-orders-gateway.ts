import type { OrderResponse, PlaceOrderRequest as PlaceOrderBody } from '@netzero/contract';
import type {
  GatewayResult,
  Order,
  OrdersGateway,
  OrdersPage,
  OrdersPageRequest,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';
import { decodeAs, oneOf } from './reply-decoders';

const toOrder = (order: OrderResponse): Order => ({
  ...order,
  orderItems: order.orderItems.map(({ productName, quantity, priceAtTime }) => ({
    productName,
    quantity,
    priceAtTime,
  })),
});

// Spec §7: the orders reply is either a page object or a bare array (then one page of it all).
function ordersReply(request: OrdersPageRequest) {
  return fromContract(({ OrdersPageResponse }) =>
    oneOf<OrdersPage>(
      decodeAs(OrdersPageResponse, (page) => ({ ...page, content: page.content.map(toOrder) })),
      decodeAs(OrdersPageResponse.shape.content, (list) => ({
        content: list.map(toOrder),
        totalElements: list.length,
        totalPages: Math.ceil(list.length / request.size),
        page: request.page,
        size: request.size,
      })),
    ),
  );
}
const PlaceOrderReply = fromContract(({ PlaceOrderResponse }) => PlaceOrderResponse);

/** OrdersGateway over POST /api/orders/place and GET /api/orders/user, decoded with the contract. */
export class KyOrdersGateway implements OrdersGateway {
  constructor(private readonly http: KyInstance) {}

  placeOrder(request: PlaceOrderRequest): GatewayResult<PlaceOrderResponse> {
    const json: PlaceOrderBody = { paymentMethod: request.paymentMethod };
    return callJson(this.http, 'api/orders/place', PlaceOrderReply, { method: 'post', json });
  }

  listUserOrders(request: OrdersPageRequest): GatewayResult<OrdersPage> {
    return callJson(this.http, 'api/orders/user', ordersReply(request), {
      searchParams: { page: request.page, size: request.size },
    });
  }
}
