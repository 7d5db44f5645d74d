import { MESSAGES } from '../../src/messages/catalogue.js';
import type {
  AccountDeletion,
  AccountGateway,
  AccountProfile,
} from '../../src/ports/account-gateway.port.js';
import type { ServerNotice } from '../../src/ports/auth-gateway.port.js';
import type { GatewayResult } from '../../src/ports/gateway-error.js';
import { err, ok } from '../../src/shared/result.js';
import { GatewayScript, httpError } from './gateway-fakes.js';

/**
 * An AccountGateway over one in-memory account, answering as POST /api/account/* does: a wrong
 * password is a 400 with a `password` field error, an active subscription a 409.
 */
export class FakeAccountGateway implements AccountGateway {
  readonly script = new GatewayScript<AccountGateway>();
  /** The account's current password. */
  password = 'correct horse battery';
  /** Whether a subscription still bills (deletion then answers 409). */
  hasActiveSubscriptions = false;
  /** Whether the account was deleted; how many times every session was ended. */
  deleted = false;
  loggedOutEverywhere = 0;
  /** The signed-in account GET /api/account describes. */
  account: AccountProfile = {
    userId: 1,
    username: 'asha',
    email: 'asha@monsoon.travel',
    emailVerified: true,
  };

  profile(): GatewayResult<AccountProfile> {
    return this.script.answer({ method: 'profile', args: [] }, () => ok(this.account));
  }

  logoutEverywhere(): GatewayResult<ServerNotice> {
    return this.script.answer({ method: 'logoutEverywhere', args: [] }, () => {
      this.loggedOutEverywhere++;
      return ok({ message: MESSAGES['ACCOUNT.LOGGED_OUT_EVERYWHERE'] });
    });
  }

  deleteAccount(request: AccountDeletion): GatewayResult<ServerNotice> {
    return this.script.answer({ method: 'deleteAccount', args: [request] }, () => {
      if (request.password !== this.password) {
        return err(
          httpError(400, MESSAGES['API.INVALID_REQUEST'], 'Bad Request', {
            password: MESSAGES['ACCOUNT.PASSWORD_INCORRECT'],
          }),
        );
      }
      if (this.hasActiveSubscriptions) {
        return err(httpError(409, MESSAGES['ACCOUNT.HAS_ACTIVE_SUBSCRIPTIONS'], 'Conflict'));
      }
      this.deleted = true;
      return ok({ message: MESSAGES['ACCOUNT.DELETED'] });
    });
  }
}
