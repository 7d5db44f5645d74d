import { BUSINESS_COPY } from '../../content/business.copy';
import { TextField } from '../../ui/text-field';
import type { HotelDraft } from './estimator-draft';
import styles from './line-fields.module.css';
import { errorText, type LineFieldsProps } from './line-fields-props';
import { StarRatingField } from './star-rating-field';

const COPY = BUSINESS_COPY.estimator.fields;

/** A Hotels & Resorts line: room nights, a 1–5 star rating and energy units. */
export function HotelLineFields({
  draft,
  errors,
  fieldId,
  update,
  touch,
}: LineFieldsProps<HotelDraft>) {
  const { key } = draft;
  return (
    <div className={styles.grid}>
      <TextField
        id={fieldId(key, 'nights')}
        label={COPY.nights}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft.nights}
        error={errorText(errors, 'nights')}
        onChange={(event) => update(key, { nights: event.target.value })}
        onBlur={() => touch(key, 'nights')}
      />
      <StarRatingField
        id={fieldId(key, 'rating')}
        value={draft.rating}
        error={errorText(errors, 'rating')}
        onChange={(rating) => {
          update(key, { rating });
          touch(key, 'rating');
        }}
        onLeave={() => touch(key, 'rating')}
      />
      <TextField
        id={fieldId(key, 'energy')}
        label={COPY.hotelEnergy}
        helper={COPY.hotelEnergyHelper}
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
