import type { OrderResponse, OrdersPageResponse } from '@netzero/contract';
import { type Money, moneyToMajor, SITE_CURRENCY } from '@netzero/core';
import type {
  OrderHistoryEntry,
  OrderHistoryPage,
} from '../services/orders/order-history.service.js';

/** One order of the history in the contract's shape: money in major units, dates in ISO 8601. */
export function toOrderResponse({ order, certificateUrl }: OrderHistoryEntry): OrderResponse {
  const major = (amountMinor: number) =>
    moneyToMajor({ amountMinor, currency: order.currency } satisfies Money);
  return {
    orderId: order.id,
    status: order.status,
    paymentMethod: order.paymentMethod,
    orderDate: order.createdAt.toISOString(),
    totalAmount: major(order.totalCents),
    ...(order.donationCents > 0 ? { donationAmount: major(order.donationCents) } : {}),
    userName: order.receiptName,
    userEmail: order.email,
    orderItems: order.lines.map((line) => ({
      productName: line.productName,
      quantity: line.quantity,
      priceAtTime: major(line.priceAtTimeCents),
    })),
    certificateUrl,
  };
}

/** A page of the history in the contract's shape. */
export function toOrdersPageResponse(history: OrderHistoryPage): OrdersPageResponse {
  const { entries, paidCents, account, ...figures } = history;
  return {
    content: entries.map(toOrderResponse),
    ...figures,
    paidTotalAmount: moneyToMajor({ amountMinor: paidCents, currency: SITE_CURRENCY }),
    ...(account ? { account } : {}),
  };
}
