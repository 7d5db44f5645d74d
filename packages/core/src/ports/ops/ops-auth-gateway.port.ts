import type { GatewayResult } from '../gateway-error.js';

/** An operator of the marketplace, as the console shows them. */
export interface Operator {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  /** Whether the operator's second factor (TOTP) is confirmed. */
  readonly enrolled: boolean;
  readonly disabled: boolean;
  /** When the account was made, ISO 8601. */
  readonly createdAt: string;
}

/** What the operator does after the password step, with the short-lived ticket that proves it. */
export interface OperatorChallenge {
  /** totp: enter a code from the authenticator app; enrol: set up the second factor first. */
  readonly next: 'totp' | 'enrol';
  readonly ticket: string;
}

/** A new TOTP secret to put into an authenticator app: typed by hand or scanned. */
export interface TotpEnrolment {
  /** Base32, for typing by hand. */
  readonly secret: string;
  readonly otpauthUri: string;
  /** The otpauth URI as an SVG QR code, drawn by the server (shown as an image, never as markup). */
  readonly qrSvg: string;
}

/** A signed-in operator: the bearer token for the console's calls and who it is for. */
export interface OperatorSession {
  readonly token: string;
  /** When the session ends, ISO 8601. */
  readonly expiresAt: string;
  readonly operator: Operator;
  /** Only right after enrolment: single-use recovery codes, shown once. */
  readonly recoveryCodes?: readonly string[];
}

/** The second step of sign-in: the ticket from the password step and a TOTP or recovery code. */
export interface OperatorCode {
  readonly ticket: string;
  readonly code: string;
}

/** What an invited operator chooses, with the token of the e-mailed invitation. */
export interface OperatorInvitationAcceptance {
  readonly token: string;
  readonly username: string;
  readonly password: string;
}

/** The operator console's sign-in (DESIGN §5 'Operators': a password, then TOTP). */
export interface OpsAuthGateway {
  /** Checks the password; says whether a code or an enrolment comes next. */
  logIn(credentials: { email: string; password: string }): GatewayResult<OperatorChallenge>;
  /** Starts (or restarts) enrolment of the ticket's operator: a fresh secret. */
  startEnrolment(ticket: string): GatewayResult<TotpEnrolment>;
  /** Confirms enrolment with a first code; the session carries the recovery codes. */
  confirmEnrolment(request: OperatorCode): GatewayResult<OperatorSession>;
  /** Signs in with a TOTP code or a recovery code. */
  verifyCode(request: OperatorCode): GatewayResult<OperatorSession>;
  /** Sets up an invited operator's name and password; enrolment comes next. */
  acceptInvitation(request: OperatorInvitationAcceptance): GatewayResult<OperatorChallenge>;
  /** Ends the stored operator session on the server. */
  logOut(): GatewayResult<void>;
  /** The operator the stored session belongs to. */
  currentOperator(): GatewayResult<Operator>;
}
