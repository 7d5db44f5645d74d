import { BUSINESS_COPY } from '../../content/business.copy';
import { TextField } from '../../ui/text-field';
import type { EventDraft } from './estimator-draft';
import styles from './line-fields.module.css';
import { errorText, type LineFieldsProps } from './line-fields-props';

const COPY = BUSINESS_COPY.estimator.fields;

/** An Events & Conferences line: attendees, duration in hours and venue energy units. */
export function EventLineFields({
  draft,
  errors,
  fieldId,
  update,
  touch,
}: LineFieldsProps<EventDraft>) {
  const { key } = draft;
  return (
    <div className={styles.grid}>
      <TextField
        id={fieldId(key, 'attendees')}
        label={COPY.attendees}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft.attendees}
        error={errorText(errors, 'attendees')}
        onChange={(event) => update(key, { attendees: event.target.value })}
        onBlur={() => touch(key, 'attendees')}
      />
      <TextField
        id={fieldId(key, 'hours')}
        label={COPY.hours}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={draft.hours}
        error={errorText(errors, 'hours')}
        onChange={(event) => update(key, { hours: event.target.value })}
        onBlur={() => touch(key, 'hours')}
      />
      <TextField
        id={fieldId(key, 'energy')}
        label={COPY.eventEnergy}
        helper={COPY.eventEnergyHelper}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={draft.energy}
        error={errorText(errors, 'energy')}
        onChange={(event) => update(key, { energy: event.target.value })}
        onBlur={() => touch(key, 'energy')}
      />
    </div>
  );
}
