import { PASSWORD_MIN_LENGTH } from '@netzero/core';
import { z } from 'zod';
import { Email, SingleLineText, singleLine } from './fields.js';

/** A username: 3–40 letters, digits, '.', '_' or '-'. */
export const Username = singleLine(z.string().trim()).regex(/^[A-Za-z0-9._-]{3,40}$/, {
  message: 'Username must be 3–40 letters, digits, dots, underscores or hyphens.',
});

/**
 * A new password: at least the core's minimum length, at most 128 characters, any letters, spaces
 * and symbols but no control characters (a NUL truncates passwords in other stacks).
 */
export const NewPassword = singleLine(z.string())
  .min(PASSWORD_MIN_LENGTH, {
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  })
  .max(128, { message: 'Password must be at most 128 characters.' });

/** POST /auth/signup body (spec §3 'Signup request'). */
export const SignupRequest = z.object({ username: Username, email: Email, password: NewPassword });
/** POST /auth/signup body. */
export type SignupRequest = z.infer<typeof SignupRequest>;

/**
 * POST /auth/login body (spec §3 'Login request'); any non-empty password is checked, none is
 * echoed. The password is only hashed and compared, never stored: one no signup could set just fails.
 */
export const LoginRequest = z.object({
  username: singleLine(z.string().trim().min(1, { message: 'Username is required.' }).max(254)),
  password: z.string().min(1, { message: 'Password is required.' }).max(128),
});
/** POST /auth/login body. */
export type LoginRequest = z.infer<typeof LoginRequest>;

/** The session the server issues: a JWT (HS256) and the numeric user id. */
export const SessionData = z.object({ token: z.string(), userId: z.number().int() });

/** POST /auth/login and /auth/signup reply: data.token, data.userId, message (spec §7). */
export const SessionResponse = z.object({ message: z.string(), data: SessionData });
/** POST /auth/login and /auth/signup reply. */
export type SessionResponse = z.infer<typeof SessionResponse>;

/** POST /auth/reset-password body (spec §3 'Reset request'): starts the e-mailed-link reset. */
export const PasswordResetRequest = z.object({ email: Email, newPassword: NewPassword });
/** POST /auth/reset-password body. */
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** A single-use token from an e-mailed link (43 base64url characters). */
export const LinkToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'This link is not valid.' });

/**
 * POST /auth/reset-password/confirm body: the token from the e-mailed link and the new password
 * typed again (it must be the one given when the reset was asked for).
 */
export const PasswordResetConfirmation = z.object({
  token: LinkToken,
  newPassword: singleLine(
    z.string().min(1, { message: 'Please type your new password again.' }).max(128),
  ),
});
/** POST /auth/reset-password/confirm body. */
export type PasswordResetConfirmation = z.infer<typeof PasswordResetConfirmation>;

/** GET /auth/verify-email query: the token from the signup e-mail's link. */
export const EmailVerificationQuery = z.object({ token: LinkToken });

/**
 * GET /auth/verify-email query as the server reads it: a missing, repeated or mangled token is
 * let through (as undefined or text) so that the link still redirects, to /Login?verified=0.
 */
export const EmailVerificationLinkQuery = z.object({
  token: SingleLineText(200).optional().catch(undefined),
});
