import type {
  AuthGateway,
  GatewayResult,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  PasswordResetCompletion,
  PasswordResetRequest,
  SignupRequest,
  SignupResponse,
} from '@netzero/core';
import type { KyInstance } from 'ky';
import { asObject, asText, callJson } from './http-client';
import { mapReply } from './map-reply';

/** AuthGateway over the spec's /auth calls. */
export class KyAuthGateway implements AuthGateway {
  constructor(private readonly http: KyInstance) {}

  login(request: LoginRequest): GatewayResult<LoginResponse> {
    return mapReply(
      callJson(this.http, 'auth/login', { method: 'post', json: request }),
      (body) => {
        const data = asObject(body.data);
        return {
          token: asText(data.token),
          userId: idText(data.userId),
          message: asText(body.message),
        };
      },
    );
  }

  signup(request: SignupRequest): GatewayResult<SignupResponse> {
    return mapReply(
      callJson(this.http, 'auth/signup', { method: 'post', json: request }),
      (body) => {
        // Spec §3: the token and user id may sit under data or at the top level.
        const data = { ...body, ...asObject(body.data) };
        const token = asText(data.token);
        const userId = idText(data.userId);
        return {
          message: asText(body.message),
          ...(token === '' ? {} : { token }),
          ...(userId === '' ? {} : { userId }),
        };
      },
    );
  }

  requestPasswordReset(request: PasswordResetRequest): GatewayResult<MessageResponse> {
    return this.messageCall('auth/reset-password', request);
  }

  completePasswordReset(request: PasswordResetCompletion): GatewayResult<MessageResponse> {
    return this.messageCall('auth/reset-password/confirm', request);
  }

  private messageCall(path: string, json: object): GatewayResult<MessageResponse> {
    return mapReply(callJson(this.http, path, { method: 'post', json }), (body) => ({
      message: asText(body.message),
    }));
  }
}

function idText(value: unknown): string {
  return typeof value === 'number' ? String(value) : asText(value);
}
