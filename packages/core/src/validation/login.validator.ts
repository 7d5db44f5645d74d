import type { FieldErrors } from './field-errors.js';
import { isBlank } from './input-values.js';

/** One field of the login form. */
export type LoginField = 'username' | 'password';

/** What the login form holds: each field as typed. */
export type LoginInput = Readonly<Record<LoginField, string>>;

/** The login form's field errors: both fields required (spec §5). */
export function validateLogin(input: LoginInput): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (isBlank(input.username)) errors.username = 'LOGIN.USERNAME_REQUIRED';
  if (isBlank(input.password)) errors.password = 'LOGIN.PASSWORD_REQUIRED';
  return errors;
}
