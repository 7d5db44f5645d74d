import type { OpsInviteRequest } from '@netzero/contract';
import type { GatewayResult, Operator, OpsOperatorsGateway, ServerNotice } from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';

const OperatorList = fromContract(({ OpsOperatorList }) => OpsOperatorList);
const Notice = fromContract(({ MessageBody }) => MessageBody);

/** OpsOperatorsGateway over /api/ops/operators, decoded with the contract. */
export class KyOpsOperatorsGateway implements OpsOperatorsGateway {
  constructor(private readonly http: KyInstance) {}

  list(): GatewayResult<readonly Operator[]> {
    return callJson(this.http, 'api/ops/operators', OperatorList);
  }

  invite(email: string): GatewayResult<ServerNotice> {
    const json: OpsInviteRequest = { email };
    return callJson(this.http, 'api/ops/operators', Notice, { method: 'post', json });
  }
}
