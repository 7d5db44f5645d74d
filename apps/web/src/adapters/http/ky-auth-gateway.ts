import {
  type LoginRequest,
  MessageBody,
  type PasswordResetConfirmation,
  type PasswordResetRequest,
  SessionData,
  SessionResponse,
  type SignupRequest,
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
import { callJson } from './http-client';
import { decodeAs, oneOf } from './reply-decoders';

const Session = decodeAs(SessionResponse, ({ message, data }) => ({
  message,
  token: data.token,
  userId: String(data.userId),
}));
// Spec §3: a signup reply may carry the session at the top level, or only a message.
const SignupReply = oneOf<SignupOutcome>(
  Session,
  decodeAs(SessionData.extend(MessageBody.shape), ({ message, token, userId }) => ({
    message,
    token,
    userId: String(userId),
  })),
  decodeAs(MessageBody, ({ message }) => ({ message })),
);

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
    return callJson(this.http, 'auth/reset-password', MessageBody, { method: 'post', json });
  }

  completePasswordReset(request: PasswordResetCompletion): GatewayResult<ServerNotice> {
    const json: PasswordResetConfirmation = {
      token: request.token,
      newPassword: request.newPassword,
    };
    return callJson(this.http, 'auth/reset-password/confirm', MessageBody, {
      method: 'post',
      json,
    });
  }
}
