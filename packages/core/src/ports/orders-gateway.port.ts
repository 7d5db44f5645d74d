import type { GatewayResult } from './gateway-error.js';

/** Where an order is in its life (spec §3 leaves the values unshown; these are our server's). */
export type OrderStatus = 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'REFUNDED';

/** One line of an order. */
export interface OrderItem {
  readonly productName: string;
  /** Tonnes of CO2. */
  readonly quantity: number;
  /** Price of one tonne when ordered, in dollars. */
  readonly priceAtTime: number;
}

/** An order on the dashboard (spec §3 'Order'). */
export interface Order {
  readonly orderId: number;
  readonly status: OrderStatus;
  /** How it was paid, e.g. 'CREDIT_CARD' or 'CARD'. */
  readonly paymentMethod: string;
  /** When it was placed, an ISO 8601 date-time string. */
  readonly orderDate: string;
  /** Total of the order, in dollars. */
  readonly totalAmount: number;
  /** A calculator buyer's donation, in dollars, part of totalAmount; absent when there is none. */
  readonly donationAmount?: number;
  readonly userName: string;
  readonly userEmail: string;
  readonly orderItems: readonly OrderItem[];
  /** Public certificate page of a paid order (DESIGN §5 'Proof of impact'); absent or null otherwise. */
  readonly certificateUrl?: string | null;
}

/** How a cart order is paid: by credit card (spec §9). */
export interface PlaceOrderRequest {
  readonly paymentMethod: 'CREDIT_CARD';
}

/** Where to send the user to pay for a placed order. */
export interface PlaceOrderResponse {
  /** The payment provider's hosted checkout url; '' when the server gave none. */
  readonly checkoutUrl: string;
}

/** Which page of orders to fetch (spec §9: page 0, size 5). */
export interface OrdersPageRequest {
  /** Zero-based page index. */
  readonly page: number;
  /** Orders per page. */
  readonly size: number;
}

/** One page of the user's orders. */
export interface OrdersPage {
  readonly content: readonly Order[];
  /** Orders in all pages. */
  readonly totalElements: number;
  /** Number of pages. */
  readonly totalPages: number;
  /** Zero-based index of this page. */
  readonly page: number;
  /** Orders per page. */
  readonly size: number;
  /** Total of the PAID orders of every page, in dollars, when the server sends it (ours does). */
  readonly paidTotalAmount?: number;
  /** The account's own username and e-mail, when the server sends them (ours does). */
  readonly account?: { readonly username: string; readonly email: string };
}

/** Cart orders and the user's order history (spec §7 /api/orders calls). */
export interface OrdersGateway {
  /** POST /api/orders/place: turns the server cart into an order awaiting payment. */
  placeOrder(request: PlaceOrderRequest): GatewayResult<PlaceOrderResponse>;
  /** GET /api/orders/user?page=&size=: the current user's orders, newest first. */
  listUserOrders(request: OrdersPageRequest): GatewayResult<OrdersPage>;
}
