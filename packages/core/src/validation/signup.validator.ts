import { isValidEmail } from './email.js';
import type { FieldErrors } from './field-errors.js';
import { isBlank } from './input-values.js';
import { isLongEnoughPassword } from './password.js';

/** One field of the signup form. */
export type SignupField = 'username' | 'email' | 'password';

/** What the signup form holds: each field as typed. */
export type SignupInput = Readonly<Record<SignupField, string>>;

/**
 * The signup form's field errors: all three required (spec §5), the e-mail well formed (checked trimmed)
 * and the password at least PASSWORD_MIN_LENGTH characters.
 */
export function validateSignup(input: SignupInput): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  if (isBlank(input.username)) errors.username = 'SIGNUP.USERNAME_REQUIRED';
  if (isBlank(input.email)) errors.email = 'SIGNUP.EMAIL_REQUIRED';
  else if (!isValidEmail(input.email.trim())) errors.email = 'SIGNUP.EMAIL_INVALID';
  if (isBlank(input.password)) errors.password = 'SIGNUP.PASSWORD_REQUIRED';
  else if (!isLongEnoughPassword(input.password)) errors.password = 'SIGNUP.PASSWORD_TOO_SHORT';
  return errors;
}
