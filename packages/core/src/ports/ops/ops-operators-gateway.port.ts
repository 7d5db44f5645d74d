import type { ServerNotice } from '../auth-gateway.port.js';
import type { GatewayResult } from '../gateway-error.js';
import type { Operator } from './ops-auth-gateway.port.js';

/** The marketplace's operators: who they are, and inviting another by e-mail. */
export interface OpsOperatorsGateway {
  list(): GatewayResult<readonly Operator[]>;
  /** E-mails an invitation link; the notice says what happened. */
  invite(email: string): GatewayResult<ServerNotice>;
}
