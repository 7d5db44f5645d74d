import type { ChangeEvent } from 'react';

/** What a form's hook keeps for its text fields: values, errors and element ids by field name. */
export interface FormFields<F extends string> {
  readonly values: Readonly<Record<F, string>>;
  readonly errors: Readonly<Partial<Record<F, string>>>;
  readonly ids: Readonly<Record<F, string>>;
  change(field: F, value: string): void;
}

/**
 * The props that tie a TextField, SelectField or TextAreaField to its form: id, name, value, onChange and error,
 * so a field is written once with only what is its own (label, helper, input attributes).
 */
export function bindField<F extends string>(form: FormFields<NoInfer<F>>, field: F) {
  return {
    id: form.ids[field],
    name: field,
    value: form.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      form.change(field, event.target.value),
    error: form.errors[field],
  };
}
