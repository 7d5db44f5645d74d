import { z } from 'zod';
import { NewPassword, Username } from '../auth.js';
import { Email, SingleLineText } from '../fields.js';

// Operators sign in in two steps (DESIGN §5 'Operators'): the password gives a short-lived ticket,
// which a TOTP code (or a recovery code) turns into an operator session. An operator without a
// confirmed second factor enrols with the ticket first.

/** POST /api/ops/auth/login body. */
export const OpsLoginRequest = z.object({
  email: Email,
  password: z.string().min(1, { message: 'Password is required.' }).max(128),
});
/** POST /api/ops/auth/login body. */
export type OpsLoginRequest = z.infer<typeof OpsLoginRequest>;

/** A signed ticket proving the password step, valid for a few minutes and only for the next step. */
export const OpsTicket = SingleLineText(2048).min(1, { message: 'The sign-in ticket is missing.' });

/** POST /api/ops/auth/login reply: what the operator does next with the ticket. */
export const OpsLoginChallenge = z.object({
  next: z
    .enum(['totp', 'enrol'])
    .describe('totp: enter a code from the authenticator app; enrol: set up the second factor.'),
  ticket: z.string(),
});
/** POST /api/ops/auth/login reply. */
export type OpsLoginChallenge = z.infer<typeof OpsLoginChallenge>;

/** POST /api/ops/auth/enrolment body: starts (or restarts) enrolment of the ticket's operator. */
export const OpsEnrolmentRequest = z.object({ ticket: OpsTicket });
/** POST /api/ops/auth/enrolment body. */
export type OpsEnrolmentRequest = z.infer<typeof OpsEnrolmentRequest>;

/** POST /api/ops/auth/enrolment reply: the new TOTP secret, as text and as a QR code. */
export const OpsEnrolment = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator app by hand.'),
  otpauthUri: z.string().describe('otpauth://totp/… (RFC 6238: SHA-1, 6 digits, 30 s).'),
  qrSvg: z.string().describe('The otpauth URI as an SVG QR code, drawn by the server.'),
});
/** POST /api/ops/auth/enrolment reply. */
export type OpsEnrolment = z.infer<typeof OpsEnrolment>;

/** A code from the authenticator app (6 digits) or one recovery code. */
export const OpsSecondFactorCode = SingleLineText(32).min(6, {
  message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
});

/** POST /api/ops/auth/totp and /api/ops/auth/enrolment/confirm body. */
export const OpsCodeRequest = z.object({ ticket: OpsTicket, code: OpsSecondFactorCode });
/** POST /api/ops/auth/totp and /api/ops/auth/enrolment/confirm body. */
export type OpsCodeRequest = z.infer<typeof OpsCodeRequest>;

/** An operator as the console shows them. */
export const OpsOperator = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  enrolled: z.boolean().describe('Whether the second factor is confirmed.'),
  disabled: z.boolean(),
  createdAt: z.string().describe('ISO 8601.'),
});
/** An operator. */
export type OpsOperator = z.infer<typeof OpsOperator>;

/** The operator session: a bearer token for /api/ops/*, and who it is for. */
export const OpsSession = z.object({
  token: z.string(),
  expiresAt: z.string().describe('ISO 8601.'),
  operator: OpsOperator,
  recoveryCodes: z
    .array(z.string())
    .optional()
    .describe('Only when enrolment is confirmed: single-use codes, shown once.'),
});
/** POST /api/ops/auth/totp and /api/ops/auth/enrolment/confirm reply. */
export type OpsSession = z.infer<typeof OpsSession>;

/** POST /api/ops/operators body: invites a new operator by e-mail. */
export const OpsInviteRequest = z.object({ email: Email });
/** POST /api/ops/operators body. */
export type OpsInviteRequest = z.infer<typeof OpsInviteRequest>;

/** POST /api/ops/auth/invitation body: the invited operator chooses a name and a password. */
export const OpsAcceptInviteRequest = z.object({
  token: SingleLineText(128).min(1),
  username: Username,
  password: NewPassword,
});
/** POST /api/ops/auth/invitation body. */
export type OpsAcceptInviteRequest = z.infer<typeof OpsAcceptInviteRequest>;

/** GET /api/ops/operators reply. */
export const OpsOperatorList = z.array(OpsOperator);
