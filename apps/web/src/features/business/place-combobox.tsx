import type { PlaceSuggestion } from '@netzero/core';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import type { PlaceValue } from './estimator-draft';
import styles from './place-combobox.module.css';
import { usePlaceSuggestions } from './use-place-suggestions';

const COPY = BUSINESS_COPY.estimator.suggestions;

function announcement(count: number): string {
  return count === 1 ? COPY.foundOne : fillCopy(COPY.found, { count });
}

/**
 * A From/To field with place suggestions (WAI-ARIA combobox with a listbox popup): typing asks
 * for suggestions after the debounce; arrows move through them, Enter or a click picks one,
 * Escape closes the list. Free text stays allowed: the kilometres can be typed by hand.
 */
export function PlaceCombobox({
  label,
  value,
  helper,
  onChange,
}: {
  label: string;
  value: PlaceValue;
  /** Shown under the field unless a suggestion note takes its place. */
  helper?: string | undefined;
  onChange: (value: PlaceValue) => void;
}) {
  const inputId = useId();
  const listId = `${inputId}-list`;
  const helperId = `${inputId}-helper`;
  const statusId = `${inputId}-status`;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePlaceSuggestions(query);
  const options: readonly PlaceSuggestion[] =
    suggestions.status === 'loaded' ? suggestions.places : [];

  // A fresh answer opens the list (if it has places) with nothing highlighted yet.
  useEffect(() => {
    setActive(-1);
    setOpen(suggestions.status === 'loaded' && suggestions.places.length > 0);
  }, [suggestions]);

  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  function pick(place: PlaceSuggestion) {
    onChange({ text: place.label, id: place.id });
    setQuery(null);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!expanded) {
        setOpen(true);
        setActive(step === 1 ? 0 : count - 1);
        return;
      }
      setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      pick(activeOption);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  let status = '';
  if (suggestions.status === 'failed') status = COPY.unavailable;
  else if (suggestions.status === 'loaded' && query !== null)
    status = options.length === 0 ? COPY.none : announcement(options.length);
  const visibleNote = suggestions.status === 'failed' || (status === COPY.none && query !== null);

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          aria-describedby={visibleNote || helper ? helperId : undefined}
          value={value.text}
          onChange={(event) => {
            onChange({ text: event.target.value, id: null });
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setQuery(null);
            setOpen(false);
          }}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          className={styles.listbox}
          hidden={!expanded}
        >
          {options.map((place, index) => (
            // Keyboard users choose with the arrows and Enter on the input (aria-activedescendant).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
            <div
              key={place.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`${styles.option} ${index === active ? styles.active : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(place)}
            >
              <span className={styles.optionLabel}>{place.label}</span>
              <span className={styles.kind}>{COPY.kinds[place.kind]}</span>
            </div>
          ))}
        </div>
      </div>
      {visibleNote || helper ? (
        <p id={helperId} className={visibleNote ? styles.note : styles.helper}>
          {visibleNote ? status : helper}
        </p>
      ) : null}
      <p id={statusId} className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
