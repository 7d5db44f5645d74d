import type { GatewayResult, OpsOverviewFigures, OpsOverviewGateway } from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';

const OverviewReply = fromContract(({ OpsOverview }) => OpsOverview);

/** OpsOverviewGateway over GET /api/ops/overview, decoded with the contract. */
export class KyOpsOverviewGateway implements OpsOverviewGateway {
  constructor(private readonly http: KyInstance) {}

  overview(): GatewayResult<OpsOverviewFigures> {
    return callJson(this.http, 'api/ops/overview', OverviewReply);
  }
}
