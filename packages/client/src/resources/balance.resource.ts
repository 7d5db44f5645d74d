import { V1Balance } from '@netzero/contract';
import type { CallOptions, HttpTransport } from '../http-transport.js';

/** The prepaid balance: GET /v1/balance. */
export class BalanceResource {
  constructor(private readonly transport: HttpTransport) {}

  /** What the key's mode can spend, and the low-balance threshold. */
  get(options?: CallOptions): Promise<V1Balance> {
    return this.transport.request(
      { method: 'GET', path: 'v1/balance', decoder: V1Balance },
      options,
    );
  }
}
