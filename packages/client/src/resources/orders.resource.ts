import { V1Order, V1OrderList, type V1OrderRequest } from '@netzero/contract';
import type { CallOptions, HttpTransport } from '../http-transport.js';
import { everyItem, type ListParams } from './paging.js';

/** What POST /v1/orders takes: exactly one of tonnes, amountCents or estimateId, and the options. */
export type OrderCreateParams = V1OrderRequest;

/** Orders: create (draft or placed), read, list, place, cancel. */
export class OrdersResource {
  constructor(private readonly transport: HttpTransport) {}

  /**
   * Orders by tonnes, by budget (amountCents) or by estimate. Safe to retry: the call sends an
   * Idempotency-Key (yours, or a random one reused by its retries).
   */
  create(params: OrderCreateParams, options?: CallOptions): Promise<V1Order> {
    return this.transport.request(
      { method: 'POST', path: 'v1/orders', body: params, decoder: V1Order },
      options,
    );
  }

  /** One order by its id (ord_…). */
  get(id: string, options?: CallOptions): Promise<V1Order> {
    return this.transport.request(
      { method: 'GET', path: this.path(id), decoder: V1Order },
      options,
    );
  }

  /** One page of the key's orders (its mode only), newest first. */
  list(params: ListParams = {}, options?: CallOptions): Promise<V1OrderList> {
    return this.transport.request(
      { method: 'GET', path: 'v1/orders', query: { ...params }, decoder: V1OrderList },
      options,
    );
  }

  /** Every order, newest first, fetching page after page as the loop goes. */
  listAll(params: ListParams = {}, options?: CallOptions): AsyncGenerator<V1Order, void> {
    return everyItem(params, (page) => this.list(page, options));
  }

  /** Places a draft: charges the balance (live mode) and queues its fulfilment. */
  place(id: string, options?: CallOptions): Promise<V1Order> {
    return this.transport.request(
      { method: 'POST', path: `${this.path(id)}/place`, decoder: V1Order },
      options,
    );
  }

  /** Cancels a draft, or a placed order not yet fulfilled (a live order's charge goes back). */
  cancel(id: string, options?: CallOptions): Promise<V1Order> {
    return this.transport.request(
      { method: 'POST', path: `${this.path(id)}/cancel`, decoder: V1Order },
      options,
    );
  }

  private path(id: string): string {
    return `v1/orders/${encodeURIComponent(id)}`;
  }
}
