import type { AccountDeletionRequest } from '@netzero/contract';
import type {
  AccountDeletion,
  AccountGateway,
  AccountProfile,
  GatewayResult,
  ServerNotice,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract } from './http-client';

const Notice = fromContract(({ MessageBody }) => MessageBody);
const Profile = fromContract(({ AccountResponse }) => AccountResponse);

/** AccountGateway over /api/account*, decoded with the contract; the client adds the bearer header. */
export class KyAccountGateway implements AccountGateway {
  constructor(private readonly http: KyInstance) {}

  profile(): GatewayResult<AccountProfile> {
    return callJson(this.http, 'api/account', Profile);
  }

  logoutEverywhere(): GatewayResult<ServerNotice> {
    return callJson(this.http, 'api/account/logout-everywhere', Notice, { method: 'post' });
  }

  deleteAccount(request: AccountDeletion): GatewayResult<ServerNotice> {
    const json: AccountDeletionRequest = { password: request.password };
    return callJson(this.http, 'api/account/delete', Notice, { method: 'post', json });
  }
}
