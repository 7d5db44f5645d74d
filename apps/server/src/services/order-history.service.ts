import type { OrderResponse, OrdersPageResponse } from '@netzero/contract';
import type { OrderRecord, OrderRepository } from './ports/order.repository.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { verifiedEmailOf } from './verified-email.js';

/** The dashboard's order history (GET /api/orders/user): money in dollars, dates in ISO 8601. */
export class OrderHistoryService {
  readonly #orders: OrderRepository;
  readonly #users: UserRepository;
  readonly #publicUrl: string;

  constructor(deps: { orders: OrderRepository; users: UserRepository; publicUrl: string }) {
    this.#orders = deps.orders;
    this.#users = deps.users;
    this.#publicUrl = deps.publicUrl;
  }

  /**
   * One page (zero-based) of the orders the user may see, newest first: their own, plus guest
   * orders made with their e-mail once they have verified it.
   */
  async list(userId: number, page: number, size: number): Promise<OrdersPageResponse> {
    const verifiedEmail = await verifiedEmailOf(this.#users, userId);
    const { orders, total } = await this.#orders.listVisibleTo(userId, verifiedEmail, page, size);
    return {
      content: orders.map((order) => this.#toResponse(order)),
      totalElements: total,
      totalPages: Math.ceil(total / size),
      page,
      size,
    };
  }

  #toResponse(order: OrderRecord): OrderResponse {
    return {
      orderId: order.id,
      status: order.status,
      paymentMethod: order.paymentMethod,
      orderDate: order.createdAt.toISOString(),
      totalAmount: order.totalCents / 100,
      userName: order.receiptName,
      userEmail: order.email,
      orderItems: order.lines.map((line) => ({
        productName: line.productName,
        quantity: line.quantity,
        priceAtTime: line.priceAtTimeCents / 100,
      })),
      certificateUrl:
        order.certificateId === null
          ? null
          : `${this.#publicUrl}/certificates/${encodeURIComponent(order.certificateId)}`,
    };
  }
}
