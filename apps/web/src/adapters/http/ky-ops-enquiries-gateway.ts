import type {
  GatewayResult,
  OpsConsoleNote,
  OpsEnquiriesGateway,
  OpsEnquiry,
  OpsEnquiryListItem,
  OpsEnquiryStatus,
  OpsListPage,
  OpsListRequest,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';
import { definedParams } from './ops-search-params';

const PageReply = fromContract(({ OpsEnquiryPage }) => OpsEnquiryPage);
const DetailReply = fromContract(({ OpsEnquiryDetail }) => OpsEnquiryDetail);
const NoteReply = fromContract(({ OpsNote }) => OpsNote);

/** OpsEnquiriesGateway over /api/ops/enquiries, decoded with the contract. */
export class KyOpsEnquiriesGateway implements OpsEnquiriesGateway {
  constructor(private readonly http: KyInstance) {}

  list(
    request: OpsListRequest<OpsEnquiryStatus>,
  ): GatewayResult<OpsListPage<OpsEnquiryListItem, OpsEnquiryStatus>> {
    return callJson(this.http, 'api/ops/enquiries', PageReply, {
      searchParams: definedParams({ ...request }),
    });
  }

  get(id: number): GatewayResult<OpsEnquiry> {
    return callJson(this.http, `api/ops/enquiries/${id}`, DetailReply);
  }

  setStatus(id: number, status: OpsEnquiryStatus): GatewayResult<OpsEnquiry> {
    return callJson(this.http, `api/ops/enquiries/${id}`, DetailReply, {
      method: 'patch',
      json: { status },
    });
  }

  addNote(id: number, body: string): GatewayResult<OpsConsoleNote> {
    return callJson(this.http, `api/ops/enquiries/${id}/notes`, NoteReply, {
      method: 'post',
      json: { body },
    });
  }

  reply(id: number, reply: { subject?: string; body: string }): GatewayResult<OpsEnquiry> {
    const json = reply.subject?.trim() ? reply : { body: reply.body };
    return callJson(this.http, `api/ops/enquiries/${id}/reply`, DetailReply, {
      method: 'post',
      json,
    });
  }
}
