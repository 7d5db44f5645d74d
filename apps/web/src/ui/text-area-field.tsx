import { type TextareaHTMLAttributes, useId } from 'react';
import styles from './field.module.css';
import { FieldError } from './text-field';

/** A multi-line field with the same label, error and description wiring as TextField. */
export function TextAreaField({
  label,
  error,
  id,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | null | undefined;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={`${styles.input} ${styles.textarea} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
