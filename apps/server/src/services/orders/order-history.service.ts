import type { OrderRecord, OrderRepository } from '../ports/order.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';

/** An order as the history shows it: the stored order and its public certificate's link. */
export interface OrderHistoryEntry {
  readonly order: OrderRecord;
  /** The certificate page of a paid order; null before it is paid. */
  readonly certificateUrl: string | null;
}

/** One page (zero-based) of the history and the figures of the whole list. */
export interface OrderHistoryPage {
  readonly entries: readonly OrderHistoryEntry[];
  readonly totalElements: number;
  readonly totalPages: number;
  readonly page: number;
  readonly size: number;
  /** The PAID orders of every page, in minor units (cents: orders are priced in dollars). */
  readonly paidCents: number;
  /** The account's own username and e-mail (null if it is gone). */
  readonly account: { readonly username: string; readonly email: string } | null;
}

/** The dashboard's order history (GET /api/orders/user). */
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
  async list(userId: number, page: number, size: number): Promise<OrderHistoryPage> {
    const user = await this.#users.findById(userId);
    const verifiedEmail = user?.emailVerifiedAt ? user.email : null;
    const { orders, total, paidCents } = await this.#orders.listVisibleTo(
      userId,
      verifiedEmail,
      page,
      size,
    );
    return {
      entries: orders.map((order) => ({
        order,
        certificateUrl:
          order.certificateId === null
            ? null
            : `${this.#publicUrl}/certificates/${encodeURIComponent(order.certificateId)}`,
      })),
      totalElements: total,
      totalPages: Math.ceil(total / size),
      page,
      size,
      paidCents,
      account: user ? { username: user.username, email: user.email } : null,
    };
  }
}
