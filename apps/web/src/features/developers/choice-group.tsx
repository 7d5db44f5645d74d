import { useId } from 'react';
import { FieldError } from '../../ui/text-field';
import styles from './choice-group.module.css';

/** One choice: its value, its name and the one line that explains it. */
export interface Choice<V extends string> {
  readonly value: V;
  readonly label: string;
  readonly help: string;
}

/**
 * A fieldset of radio buttons (one value) or checkboxes (several), each with a one-line
 * explanation; its error is tied to the group by aria-describedby and announced.
 */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  type,
  choices,
  selected,
  onChange,
  error,
  disabled,
}: {
  legend: string;
  name: string;
  type: 'radio' | 'checkbox';
  choices: readonly Choice<V>[];
  selected: readonly V[];
  onChange: (selected: V[]) => void;
  error?: string | null | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={styles.legend}>{legend}</legend>
      {choices.map((choice) => {
        const inputId = `${id}-${choice.value}`;
        const checked = selected.includes(choice.value);
        return (
          <div key={choice.value} className={styles.choice}>
            <input
              id={inputId}
              type={type}
              name={name}
              value={choice.value}
              checked={checked}
              className={styles.input}
              aria-describedby={`${inputId}-help`}
              onChange={(event) => {
                if (type === 'radio') return onChange([choice.value]);
                onChange(
                  event.target.checked
                    ? [...selected, choice.value]
                    : selected.filter((value) => value !== choice.value),
                );
              }}
            />
            <label htmlFor={inputId} className={styles.label}>
              {choice.label}
            </label>
            <span id={`${inputId}-help`} className={styles.help}>
              {choice.help}
            </span>
          </div>
        );
      })}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
