import { type SelectHTMLAttributes, useId } from 'react';
import { FieldError } from '../../ui/text-field';
import styles from './select-field.module.css';

/** One choice of a SelectField. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A labelled drop-down with a placeholder choice, helper text and an announced error (UI.md 'Forms'). */
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
