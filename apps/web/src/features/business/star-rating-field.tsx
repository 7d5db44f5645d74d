import { HOTEL_RATING_MAX_STARS, HOTEL_RATING_MIN_STARS } from '@netzero/core';
import { useId } from 'react';
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import { FieldError } from '../../ui/text-field';
import styles from './line-fields.module.css';

const COPY = BUSINESS_COPY.estimator.fields;
const STARS = Array.from(
  { length: HOTEL_RATING_MAX_STARS - HOTEL_RATING_MIN_STARS + 1 },
  (_, index) => HOTEL_RATING_MIN_STARS + index,
);

/** The hotel's 1–5 star rating as a radio group; `id` goes to the radio that takes focus first. */
export function StarRatingField({
  id,
  value,
  error,
  onChange,
  onLeave,
}: {
  id: string;
  value: number | null;
  error?: string | undefined;
  onChange: (stars: number) => void;
  /** Focus left the group (the field counts as touched). */
  onLeave: () => void;
}) {
  const name = useId();
  const errorId = `${id}-error`;
  const focusStar = value ?? HOTEL_RATING_MIN_STARS;
  return (
    <fieldset
      className={`${styles.stars} ${error ? styles.starsInvalid : ''}`}
      aria-describedby={error ? errorId : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
      }}
    >
      <legend className={styles.label}>{COPY.rating}</legend>
      <div className={styles.starOptions}>
        {STARS.map((stars) => (
          <label key={stars} className={styles.star}>
            <input
              id={stars === focusStar ? id : undefined}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              aria-label={fillCopy(
                stars === 1 ? COPY.ratingOptionLabel : COPY.ratingOptionLabelPlural,
                {
                  n: stars,
                },
              )}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">{fillCopy(COPY.ratingOption, { n: stars })}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
