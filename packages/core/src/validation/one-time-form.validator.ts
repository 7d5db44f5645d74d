import {
  ONE_TIME_PHONE_MAX_CHARACTERS,
  ONE_TIME_PHONE_MAX_DIGITS,
  ONE_TIME_PHONE_MIN_DIGITS,
} from '../shared/limits.js';
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

// An optional leading '+', then digits with spaces, brackets and hyphens as the writer likes them.
const PHONE_SHAPE = /^\+?[0-9 ()-]*$/;

/**
 * Whether a text, exactly as given, is a /Onetime phone: 10–15 digits, an optional leading '+',
 * and spaces, '(', ')' or '-' between them, at most 25 characters in all. Spec §5 says "10-15
 * characters"; counting digits instead accepts the site's own "+1 (415) 555-0134" and refuses
 * "----------".
 */
export function isValidOneTimePhone(value: string): boolean {
  if (value.length > ONE_TIME_PHONE_MAX_CHARACTERS || !PHONE_SHAPE.test(value)) return false;
  const digits = value.replace(/[^0-9]/g, '').length;
  return digits >= ONE_TIME_PHONE_MIN_DIGITS && digits <= ONE_TIME_PHONE_MAX_DIGITS;
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
