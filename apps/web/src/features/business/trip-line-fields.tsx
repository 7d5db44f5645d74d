import { TOURISM_TRANSPORTS, type TourismTransport } from '@netzero/core';
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { TripDraft } from './estimator-draft';
import { FACTORS_KG } from './estimator-factors';
import styles from './line-fields.module.css';
import { errorText, type LineFieldsProps } from './line-fields-props';
import { PlaceCombobox } from './place-combobox';
import { useTripDistance } from './use-trip-distance';

const COPY = BUSINESS_COPY.estimator;
const TRANSPORT_OPTIONS = TOURISM_TRANSPORTS.map((transport) => ({
  value: transport,
  label: COPY.fields.transports[transport],
}));

function asTransport(value: string): TourismTransport | null {
  return TOURISM_TRANSPORTS.find((transport) => transport === value) ?? null;
}

/** A Tourism & Travel line: transport, From and To with suggestions, distance; Boat adds passengers and length. */
export function TripLineFields({
  draft,
  errors,
  fieldId,
  update,
  touch,
}: LineFieldsProps<TripDraft>) {
  const { key } = draft;
  const [distance, clearDistanceFailure] = useTripDistance(
    draft.transport,
    draft.from.id,
    draft.to.id,
    (km) => update(key, { km, kmFromPlaces: true }),
  );
  const boat = draft.transport === 'Boat';
  // A distance found for the old places is dropped with them, so that it never stands beside a
  // 'no road route' for the new ones; a distance the buyer typed stays.
  const placeChanged = draft.kmFromPlaces
    ? { km: '', kmFromPlaces: false }
    : { kmFromPlaces: false };
  let kmHelper: string = COPY.fields.kmHelper;
  if (distance.status === 'loading') kmHelper = COPY.distance.loading;
  else if (draft.kmFromPlaces && draft.transport)
    kmHelper = COPY.distance.fromPlaces[draft.transport];

  return (
    <div className={styles.grid}>
      <SelectField
        id={fieldId(key, 'transport')}
        label={COPY.fields.transport}
        placeholder={COPY.fields.transportPlaceholder}
        options={TRANSPORT_OPTIONS}
        value={draft.transport ?? ''}
        helper={boat ? fillCopy(COPY.fields.boatHelper, FACTORS_KG) : undefined}
        error={errorText(errors, 'transport')}
        onChange={(event) => {
          update(key, { transport: asTransport(event.target.value) });
          touch(key, 'transport');
        }}
        onBlur={() => touch(key, 'transport')}
      />
      <PlaceCombobox
        label={COPY.fields.from}
        helper={COPY.fields.placeHelper}
        value={draft.from}
        onChange={(from) => update(key, { from, ...placeChanged })}
      />
      <PlaceCombobox
        label={COPY.fields.to}
        value={draft.to}
        onChange={(to) => update(key, { to, ...placeChanged })}
      />
      <div className={boat ? undefined : styles.kmRow}>
        <TextField
          id={fieldId(key, 'km')}
          label={COPY.fields.km}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={draft.km}
          helper={kmHelper}
          error={distance.status === 'failed' ? distance.message : errorText(errors, 'km')}
          onChange={(event) => {
            update(key, { km: event.target.value, kmFromPlaces: false });
            clearDistanceFailure();
          }}
          onBlur={() => touch(key, 'km')}
        />
      </div>
      {boat ? (
        <>
          <TextField
            id={fieldId(key, 'passengers')}
            label={COPY.fields.passengers}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.passengers}
            error={errorText(errors, 'passengers')}
            onChange={(event) => update(key, { passengers: event.target.value })}
            onBlur={() => touch(key, 'passengers')}
          />
          <TextField
            id={fieldId(key, 'length')}
            label={COPY.fields.length}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={draft.length}
            error={errorText(errors, 'length')}
            onChange={(event) => update(key, { length: event.target.value })}
            onBlur={() => touch(key, 'length')}
          />
        </>
      ) : null}
    </div>
  );
}
