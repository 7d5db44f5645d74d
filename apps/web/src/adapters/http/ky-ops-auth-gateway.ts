import type {
  OpsAcceptInviteRequest,
  OpsCodeRequest,
  OpsEnrolmentRequest,
  OpsLoginRequest,
} from '@netzero/contract';
import type {
  GatewayResult,
  Operator,
  OperatorChallenge,
  OperatorCode,
  OperatorInvitationAcceptance,
  OperatorSession,
  OpsAuthGateway,
  TotpEnrolment,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { callJson, fromContract, type ReplySchema } from './http-client';

const Challenge = fromContract(({ OpsLoginChallenge }) => OpsLoginChallenge);
const Enrolment = fromContract(({ OpsEnrolment }) => OpsEnrolment);
const Session = fromContract<OperatorSession>(({ OpsSession }) => OpsSession);
const CurrentOperator = fromContract(({ OpsOperator }) => OpsOperator);
// POST /api/ops/auth/logout answers 204: any 2xx is the whole answer.
const NoContent: ReplySchema<void> = { safeParse: () => ({ success: true, data: undefined }) };

/** OpsAuthGateway over /api/ops/auth/* and /api/ops/me, decoded with the contract. */
export class KyOpsAuthGateway implements OpsAuthGateway {
  constructor(private readonly http: KyInstance) {}

  logIn(credentials: { email: string; password: string }): GatewayResult<OperatorChallenge> {
    const json: OpsLoginRequest = { email: credentials.email, password: credentials.password };
    return callJson(this.http, 'api/ops/auth/login', Challenge, { method: 'post', json });
  }

  startEnrolment(ticket: string): GatewayResult<TotpEnrolment> {
    const json: OpsEnrolmentRequest = { ticket };
    return callJson(this.http, 'api/ops/auth/enrolment', Enrolment, { method: 'post', json });
  }

  confirmEnrolment(request: OperatorCode): GatewayResult<OperatorSession> {
    const json: OpsCodeRequest = { ticket: request.ticket, code: request.code };
    return callJson(this.http, 'api/ops/auth/enrolment/confirm', Session, {
      method: 'post',
      json,
    });
  }

  verifyCode(request: OperatorCode): GatewayResult<OperatorSession> {
    const json: OpsCodeRequest = { ticket: request.ticket, code: request.code };
    return callJson(this.http, 'api/ops/auth/totp', Session, { method: 'post', json });
  }

  acceptInvitation(request: OperatorInvitationAcceptance): GatewayResult<OperatorChallenge> {
    const json: OpsAcceptInviteRequest = {
      token: request.token,
      username: request.username,
      password: request.password,
    };
    return callJson(this.http, 'api/ops/auth/invitation', Challenge, { method: 'post', json });
  }

  logOut(): GatewayResult<void> {
    return callJson(this.http, 'api/ops/auth/logout', NoContent, { method: 'post' });
  }

  currentOperator(): GatewayResult<Operator> {
    return callJson(this.http, 'api/ops/me', CurrentOperator);
  }
}
