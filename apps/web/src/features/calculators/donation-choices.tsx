import { PERSONAL_DONATIONS } from '@netzero/core';
import { useId } from 'react';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import styles from './choice-list.module.css';
import { formatWholeUsd } from './format-amounts';

const COPY = CALCULATORS_COPY.donations;

/** Calculator 1's donations ($6, $12, $24, or none) as radio choices, with the not-tax-deductible note. */
export function DonationChoices({
  value,
  onChange,
}: {
  /** The chosen donation in dollars, 0 for none. */
  value: number;
  onChange: (amountUsd: number) => void;
}) {
  const name = useId();
  const noteId = useId();
  const options = [
    { amountUsd: 0, title: COPY.none, detail: '' },
    ...PERSONAL_DONATIONS.map((donation) => ({
      amountUsd: donation.amountUsd,
      title: formatWholeUsd(donation.amountUsd),
      detail: donation.label,
    })),
  ];
  return (
    <fieldset className={styles.group} aria-describedby={noteId}>
      <legend className={styles.legend}>{COPY.heading}</legend>
      <p className={styles.intro}>{COPY.intro}</p>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.amountUsd} className={styles.option}>
            <input
              type="radio"
              name={name}
              className={styles.radio}
              checked={value === option.amountUsd}
              onChange={() => onChange(option.amountUsd)}
            />
            <span className={styles.text}>
              <span className={styles.title}>{option.title}</span>
              {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <p id={noteId} className={styles.note}>
        {COPY.taxNote} {COPY.chargeNote}
      </p>
    </fieldset>
  );
}
