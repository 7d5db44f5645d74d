import type {
  OpsCustomerAction,
  OpsCustomerDetail,
  OpsCustomerSummary,
  OpsCustomersGateway,
  OpsNote,
  OpsPage,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';
import { decodeAs } from './reply-decoders';

const Customers = fromContract(({ OpsCustomerList }) =>
  decodeAs(OpsCustomerList, (page): OpsPage<OpsCustomerSummary> => page),
);
const Detail = fromContract(({ OpsCustomerDetail }) =>
  decodeAs(OpsCustomerDetail, (customer): OpsCustomerDetail => customer),
);
const Note = fromContract(({ OpsSubjectNote }) =>
  decodeAs(OpsSubjectNote, ({ id, at, author, body }): OpsNote => ({ id, at, author, body })),
);

/** OpsCustomersGateway over /api/ops/customers, decoded with the contract. */
export class KyOpsCustomersGateway implements OpsCustomersGateway {
  constructor(private readonly http: KyInstance) {}

  list(q: string, page: { limit: number; offset: number }) {
    const searchParams = { ...(q.trim() !== '' && { q: q.trim() }), ...page };
    return callJson(this.http, 'api/ops/customers', Customers, { searchParams });
  }

  get(customerId: number) {
    return callJson(this.http, `api/ops/customers/${customerId}`, Detail);
  }

  act(customerId: number, action: OpsCustomerAction) {
    const path = `api/ops/customers/${customerId}/${action}`;
    return callJson(this.http, path, Detail, { method: 'post' });
  }

  addNote(customerId: number, body: string) {
    const path = `api/ops/customers/${customerId}/notes`;
    return callJson(this.http, path, Note, { method: 'post', json: { body } });
  }
}
