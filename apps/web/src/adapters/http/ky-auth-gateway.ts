import type {
  LoginRequest,
  PasswordResetConfirmation,
  PasswordResetRequest,
  SignupRequest,
} from '@netzero/contract';
import type {
  AuthGateway,
  GatewayResult,
  IssuedSession,
  LoginCredentials,
  NewAccount,
  PasswordResetCompletion,
  PasswordResetRequest as ResetRequest,
  ServerNotice,
  SignupOutcome,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { type Contract, callJson, fromContract } from './http-client';
import { decodeAs, oneOf } from './reply-decoders';

const session = ({ SessionResponse }: Contract) =>
  decodeAs(SessionResponse, ({ message, data }) => ({
    message,
    token: data.token,
    userId: String(data.userId),
  }));
const Session = fromContract(session);
// Spec §3: a signup reply may carry the session at the top level, or only a message.
const SignupReply = fromContract((contract) =>
  oneOf<SignupOutcome>(
    session(contract),
    decodeAs(
      contract.SessionData.extend(contract.MessageBody.shape),
      ({ message, token, userId }) => ({ message, token, userId: String(userId) }),
    ),
    decodeAs(contract.MessageBody, ({ message }) => ({ message })),
  ),
);
const Notice = fromContract(({ MessageBody }) => MessageBody);

/** AuthGateway over the spec's /auth calls, decoded with the contract. */
export class KyAuthGateway implements AuthGateway {
  constructor(private readonly http: KyInstance) {}

  login(request: LoginCredentials): GatewayResult<IssuedSession> {
    const json: LoginRequest = { username: request.username, password: request.password };
    return callJson(this.http, 'auth/login', Session, { method: 'post', json });
  }

  signup(request: NewAccount): GatewayResult<SignupOutcome> {
    const json: SignupRequest = {
      username: request.username,
      email: request.email,
      password: request.password,
    };
    return callJson(this.http, 'auth/signup', SignupReply, { method: 'post', json });
  }

  requestPasswordReset(request: ResetRequest): GatewayResult<ServerNotice> {
    const json: PasswordResetRequest = { email: request.email, newPassword: request.newPassword };
    return callJson(this.http, 'auth/reset-password', Notice, { method: 'post', json });
  }

  completePasswordReset(request: PasswordResetCompletion): GatewayResult<ServerNotice> {
    const json: PasswordResetConfirmation = {
      token: request.token,
      newPassword: request.newPassword,
    };
    return callJson(this.http, 'auth/reset-password/confirm', Notice, {
      method: 'post',
      json,
    });
  }
}
