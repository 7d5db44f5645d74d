import { type FieldErrors, firstFieldWithError, hasErrors, toFieldMessages } from '@netzero/core';
import { type ChangeEvent, useCallback, useRef, useState } from 'react';

/** The props a TextField of the form gets for one field. */
export interface BoundField {
  readonly name: string;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The values and error texts of an auth form. A field's error clears when it is edited (spec §5);
 * after a failed check the first invalid field, in the form's order, gets focus (UI.md 'Forms').
 */
export function useAuthForm<F extends string>(
  empty: Readonly<Record<F, string>>,
  order: readonly F[],
) {
  const [values, setValues] = useState<Readonly<Record<F, string>>>(empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = useCallback((field: F) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }, []);

  const bind = (field: F): BoundField => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => {
        if (previous[field] === undefined) return previous;
        const { [field]: _cleared, ...rest } = previous;
        return rest as Partial<Record<F, string>>;
      });
    },
  });

  /** Shows a validator's verdict; true when the form may be sent. */
  const check = (verdict: FieldErrors<F>): boolean => {
    setErrors(toFieldMessages(verdict));
    const first = firstFieldWithError(verdict, order);
    if (first !== null) focusField(first);
    return !hasErrors(verdict);
  };

  /** Shows the server's field errors (a 400 reply's errors) under the fields this form has. */
  const showServerErrors = (serverErrors: Readonly<Record<string, string>> | undefined) => {
    const shown: Partial<Record<F, string>> = {};
    for (const field of order) {
      const message = serverErrors?.[field];
      if (message) shown[field] = message;
    }
    setErrors(shown);
    const first = order.find((field) => shown[field] !== undefined);
    if (first !== undefined) focusField(first);
  };

  /** Empties every field and forgets every error. */
  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  return { values, errors, formRef, bind, check, showServerErrors, reset, focusField };
}
