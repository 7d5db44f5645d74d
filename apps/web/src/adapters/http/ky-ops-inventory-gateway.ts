import type { OpsIssuanceCreate, OpsRetirementCreate } from '@netzero/contract';
import type {
  GatewayResult,
  ManualRetirementRequest,
  NewIssuanceBlock,
  OpsInventoryGateway,
  OpsIssuanceBlock,
  OpsLedgerEntry,
  OpsLedgerPage,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';

const Block = fromContract(({ OpsIssuance }) => OpsIssuance);
const Blocks = fromContract(({ OpsIssuanceList }) => OpsIssuanceList);
const Ledger = fromContract(({ OpsLedgerPage }) => OpsLedgerPage);
const Retired = fromContract(({ OpsRetirementResult }) => OpsRetirementResult);

/** OpsInventoryGateway over /api/ops/projects/{id}/issuances, /ledger and /retirements. */
export class KyOpsInventoryGateway implements OpsInventoryGateway {
  constructor(private readonly http: KyInstance) {}

  issuances(projectId: number): GatewayResult<readonly OpsIssuanceBlock[]> {
    return callJson(this.http, `api/ops/projects/${projectId}/issuances`, Blocks);
  }

  addIssuance(projectId: number, block: NewIssuanceBlock): GatewayResult<OpsIssuanceBlock> {
    const json: OpsIssuanceCreate = { ...block };
    return callJson(this.http, `api/ops/projects/${projectId}/issuances`, Block, {
      method: 'post',
      json,
    });
  }

  ledger(projectId: number, page: number, size: number): GatewayResult<OpsLedgerPage> {
    return callJson(this.http, `api/ops/projects/${projectId}/ledger`, Ledger, {
      searchParams: { page, size },
    });
  }

  retire(
    projectId: number,
    retirement: ManualRetirementRequest,
  ): GatewayResult<{ entries: readonly OpsLedgerEntry[]; availableTonnes: number }> {
    const json: OpsRetirementCreate = { ...retirement };
    return callJson(this.http, `api/ops/projects/${projectId}/retirements`, Retired, {
      method: 'post',
      json,
    });
  }
}
