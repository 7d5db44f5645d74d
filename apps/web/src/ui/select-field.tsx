import { type SelectHTMLAttributes, useId } from 'react';
import styles from './select-field.module.css';
import { FieldError } from './text-field';

/** One choice of a SelectField. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/**
 * The one labelled drop-down of the app (UI.md 'Forms'): a placeholder choice, helper text and an
 * announced error, in the look of the shared text fields.
 */
export function SelectField({
  label,
  placeholder,
  options,
  helper,
  error,
  id,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** The empty first choice, e.g. 'Choose a project'. */
  placeholder: string;
  options: readonly SelectOption[];
  helper?: string;
  error?: string | null | undefined;
}) {
  const generated = useId();
  const selectId = id ?? generated;
  const helperId = `${selectId}-helper`;
  const errorId = `${selectId}-error`;
  const describedBy = [helper ? helperId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={selectId}
          className={`${styles.select} ${error ? styles.invalid : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true" />
      </div>
      {helper ? (
        <p id={helperId} className={styles.helper}>
          {helper}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Choices whose text is their value (the calculators' transport and fuel lists). */
export function textOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}
