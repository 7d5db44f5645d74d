import { ORDER_FIRST_PAGE, ORDER_PAGE_SIZE } from '@netzero/core';
import { z } from 'zod';
import { Amount } from './fields.js';

/** Most orders one page of GET /api/orders/user may hold. */
export const ORDER_PAGE_SIZE_MAX = 50;

/** POST /api/orders/place body (spec §3 'Order place request'): cart orders are paid by credit card (spec §9). */
export const PlaceOrderRequest = z.object({
  paymentMethod: z.literal('CREDIT_CARD', {
    message: "Cart orders are paid by card: send paymentMethod 'CREDIT_CARD'.",
  }),
});
/** POST /api/orders/place body. */
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>;

/** POST /api/orders/place reply: the hosted checkout to send the buyer to. */
export const PlaceOrderResponse = z.object({ checkoutUrl: z.string() });
/** POST /api/orders/place reply. */
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>;

/** GET /api/orders/user query: zero-based page (default 0) and page size 1–50 (default 5, spec §9). */
export const OrdersQuery = z.object({
  page: z.coerce
    .number()
    .int({ message: 'page must be a whole number, 0 or more.' })
    .min(0, { message: 'page must be a whole number, 0 or more.' })
    .max(1_000_000, { message: 'page must be at most 1000000.' })
    .default(ORDER_FIRST_PAGE),
  size: z.coerce
    .number()
    .int({ message: `size must be a whole number from 1 to ${ORDER_PAGE_SIZE_MAX}.` })
    .min(1, { message: `size must be a whole number from 1 to ${ORDER_PAGE_SIZE_MAX}.` })
    .max(ORDER_PAGE_SIZE_MAX, {
      message: `size must be a whole number from 1 to ${ORDER_PAGE_SIZE_MAX}.`,
    })
    .default(ORDER_PAGE_SIZE),
});
/** GET /api/orders/user query. */
export type OrdersQuery = z.infer<typeof OrdersQuery>;

/** Order statuses (PENDING until paid; FAILED, CANCELLED and EXPIRED gave their tonnes back). */
export const OrderStatus = z.enum([
  'PENDING',
  'PAID',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
]);

/** One line of an order (spec §3 'Order'): tonnes and the price of one tonne when ordered, in dollars. */
export const OrderItemResponse = z.object({
  productName: z.string(),
  quantity: z.number().int(),
  priceAtTime: Amount,
});

/** An order on the dashboard (spec §3 'Order') with the link to its public certificate once paid. */
export const OrderResponse = z.object({
  orderId: z.number().int(),
  status: OrderStatus,
  paymentMethod: z.enum(['CARD', 'CREDIT_CARD']),
  /** When it was placed, ISO 8601. */
  orderDate: z.string(),
  /** Total of the order, in dollars: its items plus any donation. */
  totalAmount: Amount,
  /** A calculator buyer's donation, in dollars, part of totalAmount; absent when there is none. */
  donationAmount: Amount.optional(),
  /** The name on the receipt. */
  userName: z.string(),
  userEmail: z.string(),
  orderItems: z.array(OrderItemResponse),
  /** The public certificate page of a paid order; null before. */
  certificateUrl: z.string().nullable(),
});
/** An order on the dashboard. */
export type OrderResponse = z.infer<typeof OrderResponse>;

/** GET /api/orders/user reply: one page of orders, newest first. */
export const OrdersPageResponse = z.object({
  content: z.array(OrderResponse),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  paidTotalAmount: Amount.optional().describe(
    "Total of every PAID order the list holds (all pages), in dollars: the dashboard's Total Revenue.",
  ),
  account: z
    .object({ username: z.string(), email: z.string() })
    .optional()
    .describe("The account's own username and e-mail, shown before its first order."),
});
/** GET /api/orders/user reply. */
export type OrdersPageResponse = z.infer<typeof OrdersPageResponse>;
