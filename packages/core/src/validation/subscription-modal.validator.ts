import { isValidEmail } from './email.js';
import type { FormErrors } from './field-errors.js';
import { isBlank } from './input-values.js';

/** One field of the subscription modal. */
export type SubscriptionModalField = 'receiptName' | 'email';

/** What the subscription modal holds: each field as typed. */
export type SubscriptionModalInput = Readonly<Record<SubscriptionModalField, string>>;

/** The subscription modal's field errors, and 'both required' above the form when either is empty (spec §5). */
export function validateSubscriptionModal(
  input: SubscriptionModalInput,
): FormErrors<SubscriptionModalField> {
  const fields: FormErrors<SubscriptionModalField>['fields'] = {};
  if (isBlank(input.receiptName)) fields.receiptName = 'SUBSCRIPTION.RECEIPT_NAME_REQUIRED';
  if (isBlank(input.email)) fields.email = 'SUBSCRIPTION.EMAIL_REQUIRED';
  else if (!isValidEmail(input.email.trim())) fields.email = 'SUBSCRIPTION.EMAIL_INVALID';
  const eitherEmpty = isBlank(input.receiptName) || isBlank(input.email);
  return { fields, form: eitherEmpty ? 'SUBSCRIPTION.NAME_AND_EMAIL_REQUIRED' : null };
}
