import type { OpsOrderDetail as OrderDetailWire } from '@netzero/contract';
import {
  type DownloadFile,
  err,
  type GatewayResult,
  type OpsNote,
  type OpsOrderDetail,
  type OpsOrderFilter,
  type OpsOrderSummary,
  type OpsOrdersGateway,
  type OpsPage,
  ok,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract, mapReply, toGatewayError } from './http-client';
import { decodeAs } from './reply-decoders';

const Orders = fromContract(({ OpsOrderList }) =>
  decodeAs(OpsOrderList, (page): OpsPage<OpsOrderSummary> => page),
);
const Detail = fromContract(({ OpsOrderDetail }) =>
  decodeAs(OpsOrderDetail, (order: OrderDetailWire): OpsOrderDetail => order),
);
const ActionResult = fromContract(({ OpsOrderActionResult }) => OpsOrderActionResult);
const Note = fromContract(({ OpsSubjectNote }) =>
  decodeAs(OpsSubjectNote, ({ id, at, author, body }): OpsNote => ({ id, at, author, body })),
);

/** The filter as query parameters: empty fields are left out. */
export function orderSearchParams(filter: OpsOrderFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filter))
    if (value !== undefined && value !== '') params[name] = String(value);
  return params;
}

/** OpsOrdersGateway over /api/ops/orders, decoded with the contract. */
export class KyOpsOrdersGateway implements OpsOrdersGateway {
  constructor(private readonly http: KyInstance) {}

  list(filter: OpsOrderFilter, page: { limit: number; offset: number }) {
    const searchParams = { ...orderSearchParams(filter), limit: page.limit, offset: page.offset };
    return callJson(this.http, 'api/ops/orders', Orders, { searchParams });
  }

  // Fetched with the operator's bearer token (a plain link could not send it) and handed to the
  // page as a file to save.
  async exportCsv(filter: OpsOrderFilter): GatewayResult<DownloadFile> {
    try {
      const response = await this.http('api/ops/orders.csv', {
        searchParams: orderSearchParams(filter),
      });
      const day = new Date().toISOString().slice(0, 10);
      return ok({
        name: `orders-${day}.csv`,
        type: 'text/csv;charset=utf-8',
        content: await response.text(),
      });
    } catch (error) {
      return err(await toGatewayError(error));
    }
  }

  get(orderId: number) {
    return callJson(this.http, `api/ops/orders/${orderId}`, Detail);
  }

  refund(orderId: number, reason: string): GatewayResult<void> {
    const path = `api/ops/orders/${orderId}/refund`;
    return mapReply(
      callJson(this.http, path, ActionResult, { method: 'post', json: { reason } }),
      () => undefined,
    );
  }

  resendReceipt(orderId: number): GatewayResult<void> {
    const path = `api/ops/orders/${orderId}/resend-receipt`;
    return mapReply(callJson(this.http, path, ActionResult, { method: 'post' }), () => undefined);
  }

  addNote(orderId: number, body: string) {
    const path = `api/ops/orders/${orderId}/notes`;
    return callJson(this.http, path, Note, { method: 'post', json: { body } });
  }
}
