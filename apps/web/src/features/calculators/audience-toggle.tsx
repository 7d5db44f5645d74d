import { useId } from 'react';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { TextField } from '../../ui/text-field';
import styles from './audience-toggle.module.css';

const COPY = CALCULATORS_COPY.audience;

/** Who the rupee estimate is for: a person, or a company with a fleet. */
export type Audience = 'individual' | 'company';

/** The rupee calculator's company toggle (two radios) and, for a company, its optional name. */
export function AudienceToggle({
  audience,
  company,
  onAudience,
  onCompany,
}: {
  audience: Audience;
  company: string;
  onAudience: (audience: Audience) => void;
  onCompany: (name: string) => void;
}) {
  const name = useId();
  const options: readonly { value: Audience; label: string }[] = [
    { value: 'individual', label: COPY.individual },
    { value: 'company', label: COPY.company },
  ];
  return (
    <div className={styles.block}>
      <fieldset className={styles.toggle}>
        <legend className={styles.legend}>{COPY.legend}</legend>
        <div className={styles.segments}>
          {options.map((option) => (
            <label key={option.value} className={styles.segment}>
              <input
                type="radio"
                name={name}
                className="visually-hidden"
                checked={audience === option.value}
                onChange={() => onAudience(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {audience === 'company' ? (
        <div className={styles.company}>
          <TextField
            label={COPY.companyNameLabel}
            helper={COPY.companyNameHelper}
            autoComplete="organization"
            maxLength={120}
            value={company}
            onChange={(event) => onCompany(event.target.value)}
          />
          <p className={styles.helper}>{COPY.fleetHelper}</p>
        </div>
      ) : null}
    </div>
  );
}
