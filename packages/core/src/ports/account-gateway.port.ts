import type { ServerNotice } from './auth-gateway.port.js';
import type { GatewayResult } from './gateway-error.js';

/** The password that confirms the account's deletion (contract AccountDeletionRequest). */
export interface AccountDeletion {
  readonly password: string;
}

/** The signed-in account as its owner sees it (contract AccountResponse). */
export interface AccountProfile {
  readonly userId: number;
  readonly username: string;
  readonly email: string;
  /** False until the signup link is opened: guest purchases with the e-mail show only after. */
  readonly emailVerified: boolean;
}

/** The signed-in owner's own account (/api/account*, with the bearer token). */
export interface AccountGateway {
  /** Who is signed in, and whether the account's e-mail is verified (GET /api/account). */
  profile(): GatewayResult<AccountProfile>;
  /** Ends every session of the account, this one too (ACCOUNT.LOGGED_OUT_EVERYWHERE). */
  logoutEverywhere(): GatewayResult<ServerNotice>;
  /**
   * Deletes the account (ACCOUNT.DELETED); fails with 400 and a `password` field error when the
   * password is wrong, 409 while a subscription is active, 429 when asked too often.
   */
  deleteAccount(request: AccountDeletion): GatewayResult<ServerNotice>;
}
