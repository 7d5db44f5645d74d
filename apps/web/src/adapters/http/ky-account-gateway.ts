import type { AccountDeletionRequest } from '@netzero/contract';
import type { AccountDeletion, AccountGateway, GatewayResult, ServerNotice } from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';

const Notice = fromContract(({ MessageBody }) => MessageBody);

/** AccountGateway over POST /api/account/*, decoded with the contract; the client adds the bearer header. */
export class KyAccountGateway implements AccountGateway {
  constructor(private readonly http: KyInstance) {}

  logoutEverywhere(): GatewayResult<ServerNotice> {
    return callJson(this.http, 'api/account/logout-everywhere', Notice, { method: 'post' });
  }

  deleteAccount(request: AccountDeletion): GatewayResult<ServerNotice> {
    const json: AccountDeletionRequest = { password: request.password };
    return callJson(this.http, 'api/account/delete', Notice, { method: 'post', json });
  }
}
