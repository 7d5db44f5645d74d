import type { GatewayResult } from './gateway-error.js';

/** Body of POST /auth/login. */
export interface LoginRequest {
  readonly username: string;
  readonly password: string;
}

/** What a successful login returns (data.token, data.userId, message). */
export interface LoginResponse {
  /** The session token, possibly with a 'Bearer ' prefix; '' when the reply had none. */
  readonly token: string;
  /** The user's numeric id, as a string. */
  readonly userId: string;
  /** The server's message, '' when it sent none. */
  readonly message: string;
}

/** Body of POST /auth/signup. */
export interface SignupRequest {
  readonly username: string;
  readonly email: string;
  readonly password: string;
}

/** What a successful signup returns; token and user id are read under data or at the top level. */
export interface SignupResponse {
  readonly token?: string;
  readonly userId?: string;
  /** The server's message, '' when it sent none. */
  readonly message: string;
}

/** Body of POST /auth/reset-password (spec §3 reset request). */
export interface PasswordResetRequest {
  readonly email: string;
  readonly newPassword: string;
}

/** The single-use token from the e-mailed reset link (DESIGN §5 'Password reset'). */
export interface PasswordResetCompletion {
  readonly token: string;
  /** The new password typed again; it must be the one given when the reset was asked for. */
  readonly newPassword: string;
}

/** A reply that carries only a message. */
export interface MessageResponse {
  /** The server's message, '' when it sent none. */
  readonly message: string;
}

/** Login, signup and password reset (spec §7 /auth calls). */
export interface AuthGateway {
  login(request: LoginRequest): GatewayResult<LoginResponse>;
  signup(request: SignupRequest): GatewayResult<SignupResponse>;
  /** Asks for a reset; the password changes only when the e-mailed link is opened. */
  requestPasswordReset(request: PasswordResetRequest): GatewayResult<MessageResponse>;
  /** Applies a requested reset, with the token of the e-mailed link. */
  completePasswordReset(request: PasswordResetCompletion): GatewayResult<MessageResponse>;
}
