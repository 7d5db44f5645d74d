import { ENQUIRY_PHONE_DIGITS } from '../shared/limits.js';
import { isValidEmail } from './email.js';
import type { FieldErrors } from './field-errors.js';
import { isBlank } from './input-values.js';

/** The enquiry form's fields, in the order the form shows them (to focus the first invalid one). */
export const ENQUIRY_FIELDS = ['name', 'organization', 'phoneNumber', 'email', 'enquiry'] as const;

/** One field of the enquiry form. */
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** What the enquiry form holds: each field as typed. */
export type EnquiryInput = Readonly<Record<EnquiryField, string>>;

const PHONE = new RegExp(`^[0-9]{${ENQUIRY_PHONE_DIGITS}}$`);

/** Whether a text, exactly as given, is an enquiry phone number: exactly 10 ASCII digits. */
export function isValidEnquiryPhone(value: string): boolean {
  return PHONE.test(value);
}

/** The enquiry form's field errors (spec §5); a required error wins over a format error. Formats are checked on trimmed values. */
export function validateEnquiry(input: EnquiryInput): FieldErrors<EnquiryField> {
  const errors: FieldErrors<EnquiryField> = {};
  if (isBlank(input.name)) errors.name = 'ENQUIRY.NAME_REQUIRED';
  if (isBlank(input.organization)) errors.organization = 'ENQUIRY.ORGANIZATION_REQUIRED';
  if (isBlank(input.phoneNumber)) errors.phoneNumber = 'ENQUIRY.PHONE_REQUIRED';
  else if (!isValidEnquiryPhone(input.phoneNumber.trim()))
    errors.phoneNumber = 'ENQUIRY.PHONE_DIGITS';
  if (isBlank(input.email)) errors.email = 'ENQUIRY.EMAIL_REQUIRED';
  else if (!isValidEmail(input.email.trim())) errors.email = 'ENQUIRY.EMAIL_INVALID';
  if (isBlank(input.enquiry)) errors.enquiry = 'ENQUIRY.MESSAGE_REQUIRED';
  return errors;
}
