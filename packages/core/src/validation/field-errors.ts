import type { MessageCode } from '../messages/catalogue.js';
import { formatMessage } from '../messages/format-message.js';

/** Error codes of a form's fields; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageCode>>;

/** The verdict on a form that has field errors and a top-level message (null when none). */
export interface FormErrors<F extends string> {
  /** Error codes of the fields. */
  readonly fields: FieldErrors<F>;
  /** The code of the message shown above the form, or null. */
  readonly form: MessageCode | null;
}

/** Whether any field has an error. */
export function hasErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).some((code) => code !== undefined);
}

/** Whether a form verdict blocks submission: a field error or a top-level message. */
export function hasFormErrors<F extends string>(errors: FormErrors<F>): boolean {
  return errors.form !== null || hasErrors(errors.fields);
}

/** The text of every field error, ready to show. */
export function toFieldMessages<F extends string>(
  errors: FieldErrors<F>,
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const field of Object.keys(errors) as F[]) {
    const code = errors[field];
    if (code !== undefined) messages[field] = formatMessage(code);
  }
  return messages;
}

/** The first field, in the form's order, that has an error (to focus it), or null. */
export function firstFieldWithError<F extends string>(
  errors: FieldErrors<F>,
  order: readonly F[],
): F | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}

/** The errors without the given field's one: spec §5 clears a field's error when it is edited. */
export function clearFieldError<F extends string>(
  errors: FieldErrors<F>,
  field: F,
): FieldErrors<F> {
  const { [field]: _cleared, ...rest } = errors;
  return rest as FieldErrors<F>;
}
