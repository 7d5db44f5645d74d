import { isValidEmail } from './email.js';
import type { FieldErrors } from './field-errors.js';
import { isBlank } from './input-values.js';
import { isLongEnoughPassword } from './password.js';

/** One field of the reset-password form. */
export type ResetPasswordField = 'email' | 'newPassword';

/** What the reset-password form holds: each field as typed. */
export type ResetPasswordInput = Readonly<Record<ResetPasswordField, string>>;

/**
 * The reset-password form's field errors: both required, the e-mail well formed (checked trimmed)
 * and the new password at least PASSWORD_MIN_LENGTH characters, as at signup.
 */
export function validateResetPassword(input: ResetPasswordInput): FieldErrors<ResetPasswordField> {
  const errors: FieldErrors<ResetPasswordField> = {};
  if (isBlank(input.email)) errors.email = 'RESET.EMAIL_REQUIRED';
  else if (!isValidEmail(input.email.trim())) errors.email = 'RESET.EMAIL_INVALID';
  if (isBlank(input.newPassword)) errors.newPassword = 'RESET.PASSWORD_REQUIRED';
  else if (!isLongEnoughPassword(input.newPassword))
    errors.newPassword = 'RESET.PASSWORD_TOO_SHORT';
  return errors;
}
