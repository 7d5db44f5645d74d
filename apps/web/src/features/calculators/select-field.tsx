import type { SelectHTMLAttributes } from 'react';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import styles from './select-field.module.css';

/** A labelled select in the look of the shared text fields; an empty choice reads 'Choose…'. */
export function SelectField({
  id,
  label,
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  options: readonly string[];
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.select} {...select}>
        <option value="">{CALCULATORS_COPY.rows.choose}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
