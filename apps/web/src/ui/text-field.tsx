import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './field.module.css';

/** Label above, input, helper text and error below (UI.md 'Forms'); the error is tied by aria-describedby. */
export function TextField({
  label,
  error,
  helper,
  trailing,
  id,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** The field's error message; shown and announced when set. */
  error?: string | null | undefined;
  helper?: string;
  /** A control drawn inside the input's right edge, e.g. show/hide password. */
  trailing?: ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper`;
  const errorId = `${inputId}-error`;
  const describedBy = [helper ? helperId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          className={`${styles.input} ${error ? styles.invalid : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
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

/** A field's error text with its icon; rendered inside a live region so it is announced. */
export function FieldError({ id, message }: { id: string; message?: string | null | undefined }) {
  return (
    <p id={id} className={styles.error} aria-live="polite">
      {message ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4v5M8 11.2v.8" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {message}
        </>
      ) : null}
    </p>
  );
}
