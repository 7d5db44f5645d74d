import type {
  GatewayResult,
  OpsConsoleNote,
  OpsInvestmentLead,
  OpsInvestmentStatus,
  OpsInvestmentsGateway,
  OpsListPage,
  OpsListRequest,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';
import { definedParams } from './ops-search-params';

const PageReply = fromContract(({ OpsInvestmentPage }) => OpsInvestmentPage);
const DetailReply = fromContract(({ OpsInvestmentDetail }) => OpsInvestmentDetail);
const NoteReply = fromContract(({ OpsNote }) => OpsNote);

/** OpsInvestmentsGateway over /api/ops/investments, decoded with the contract. */
export class KyOpsInvestmentsGateway implements OpsInvestmentsGateway {
  constructor(private readonly http: KyInstance) {}

  list(
    request: OpsListRequest<OpsInvestmentStatus>,
  ): GatewayResult<OpsListPage<OpsInvestmentLead, OpsInvestmentStatus>> {
    return callJson(this.http, 'api/ops/investments', PageReply, {
      searchParams: definedParams({ ...request }),
    });
  }

  get(id: number): GatewayResult<OpsInvestmentLead & { notes: readonly OpsConsoleNote[] }> {
    return callJson(this.http, `api/ops/investments/${id}`, DetailReply);
  }

  addNote(id: number, body: string): GatewayResult<OpsConsoleNote> {
    return callJson(this.http, `api/ops/investments/${id}/notes`, NoteReply, {
      method: 'post',
      json: { body },
    });
  }
}
