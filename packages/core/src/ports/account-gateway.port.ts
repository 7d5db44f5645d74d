import type { ServerNotice } from './auth-gateway.port.js';
import type { GatewayResult } from './gateway-error.js';

/** The password that confirms the account's deletion (contract AccountDeletionRequest). */
export interface AccountDeletion {
  readonly password: string;
}

/** The signed-in owner's own account (POST /api/account/*, with the bearer token). */
export interface AccountGateway {
  /** Ends every session of the account, this one too (ACCOUNT.LOGGED_OUT_EVERYWHERE). */
  logoutEverywhere(): GatewayResult<ServerNotice>;
  /**
   * Deletes the account (ACCOUNT.DELETED); fails with 400 and a `password` field error when the
   * password is wrong, 409 while a subscription is active, 429 when asked too often.
   */
  deleteAccount(request: AccountDeletion): GatewayResult<ServerNotice>;
}
