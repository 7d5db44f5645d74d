import { ONE_TIME_PHONE_MAX_LENGTH, ONE_TIME_PHONE_MIN_LENGTH } from '../shared/limits.js';
import { isValidEmail } from './email.js';
import type { FieldErrors } from './field-errors.js';
import { isBlank, parseNumberInput } from './input-values.js';

/** One field of the /Onetime form. */
export type OneTimeFormField = 'quantity' | 'fullName' | 'phone' | 'email';

/** What the /Onetime form holds: quantity in tonnes (number, or text as typed), the rest as typed. */
export interface OneTimeFormInput {
  /** Tonnes of CO2 to buy. */
  readonly quantity: string | number | null;
  readonly fullName: string;
  readonly phone: string;
  readonly email: string;
}

const PHONE = new RegExp(`^[0-9+ ()-]{${ONE_TIME_PHONE_MIN_LENGTH},${ONE_TIME_PHONE_MAX_LENGTH}}$`);

/** Whether a text, exactly as given, is a /Onetime phone: 10–15 characters of digits, '+', space, '(', ')' or '-'. */
export function isValidOneTimePhone(value: string): boolean {
  return PHONE.test(value);
}

/** The /Onetime form's field errors (spec §5); quantity must be a number of tonnes above 0. Formats are checked on trimmed values. */
export function validateOneTimeForm(input: OneTimeFormInput): FieldErrors<OneTimeFormField> {
  const errors: FieldErrors<OneTimeFormField> = {};
  const quantity = parseNumberInput(input.quantity);
  if (quantity === null || quantity <= 0) errors.quantity = 'ONE_TIME.QUANTITY_INVALID';
  if (isBlank(input.fullName)) errors.fullName = 'ONE_TIME.FULL_NAME_REQUIRED';
  if (!isValidOneTimePhone(input.phone.trim())) errors.phone = 'ONE_TIME.PHONE_INVALID';
  if (!isValidEmail(input.email.trim())) errors.email = 'ONE_TIME.EMAIL_INVALID';
  return errors;
}
