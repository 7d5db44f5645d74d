import type { GatewayResult } from './gateway-error.js';

/** What a user signs in with. */
export interface LoginCredentials {
  readonly username: string;
  readonly password: string;
}

/** The session a successful login issues, and what the server said. */
export interface IssuedSession {
  /** The session token, possibly with a 'Bearer ' prefix; '' when the server gave none. */
  readonly token: string;
  /** The user's numeric id, as a string. */
  readonly userId: string;
  /** The server's message, '' when it sent none. */
  readonly message: string;
}

/** The account a visitor asks for. */
export interface NewAccount {
  readonly username: string;
  readonly email: string;
  readonly password: string;
}

/** What a successful signup gave: a session when the server issued one at once, and its message. */
export interface SignupOutcome {
  readonly token?: string;
  readonly userId?: string;
  /** The server's message, '' when it sent none. */
  readonly message: string;
}

/** A request for a new password (spec §3 reset request): it changes only when the e-mailed link is opened. */
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

/** What the server said about a request, and nothing else. */
export interface ServerNotice {
  /** The server's message, '' when it sent none. */
  readonly message: string;
}

/** Login, signup and password reset (spec §7 /auth calls). */
export interface AuthGateway {
  login(request: LoginCredentials): GatewayResult<IssuedSession>;
  signup(request: NewAccount): GatewayResult<SignupOutcome>;
  /** Asks for a reset; the password changes only when the e-mailed link is opened. */
  requestPasswordReset(request: PasswordResetRequest): GatewayResult<ServerNotice>;
  /** Applies a requested reset, with the token of the e-mailed link. */
  completePasswordReset(request: PasswordResetCompletion): GatewayResult<ServerNotice>;
}
