import type { GatewayResult } from '../../src/ports/gateway-error.js';
import type {
  Order,
  OrdersGateway,
  OrdersPage,
  OrdersPageRequest,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '../../src/ports/orders-gateway.port.js';
import { ok } from '../../src/shared/result.js';
import { GatewayScript } from './gateway-fakes.js';

/** An OrdersGateway over an in-memory order list (kept newest first), paged as the server pages. */
export class FakeOrdersGateway implements OrdersGateway {
  readonly script = new GatewayScript<OrdersGateway>();
  /** What placeOrder answers; set '' to test a reply without a checkout url. */
  checkoutUrl = 'https://pay.example/checkout/session-1';
  /** When set, every page also carries our server's optional fields: this and the paid total. */
  account: OrdersPage['account'] | null = null;

  constructor(public orders: readonly Order[] = []) {}

  placeOrder(request: PlaceOrderRequest): GatewayResult<PlaceOrderResponse> {
    return this.script.answer({ method: 'placeOrder', args: [request] }, () =>
      ok({ checkoutUrl: this.checkoutUrl }),
    );
  }

  listUserOrders(request: OrdersPageRequest): GatewayResult<OrdersPage> {
    return this.script.answer({ method: 'listUserOrders', args: [request] }, () => {
      const start = request.page * request.size;
      return ok({
        content: this.orders.slice(start, start + request.size),
        totalElements: this.orders.length,
        totalPages: Math.ceil(this.orders.length / request.size),
        page: request.page,
        size: request.size,
        ...(this.account ? { account: this.account, paidTotalAmount: this.paidTotal() } : {}),
      });
    });
  }

  private paidTotal(): number {
    const cents = this.orders
      .filter((order) => order.status === 'PAID')
      .reduce((sum, order) => sum + Math.round(order.totalAmount * 100), 0);
    return cents / 100;
  }
}
