import { TRIP_PRESETS } from '@netzero/core';
import { useId } from 'react';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';
import { SelectField, textOptions } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { formatKm } from './format-amounts';
import styles from './trip-form.module.css';

const COPY = CALCULATORS_COPY;

/** One journey as typed: transport, fuel, one-way kilometres and whether it is a return trip. */
export interface TripDraft {
  readonly mode: string;
  readonly fuel: string;
  readonly km: string;
  readonly returnJourney: boolean;
}

/** The journey of the trip calculator: popular routes as presets, transport, fuel, distance, return. */
export function TripForm({
  trip,
  modes,
  fuels,
  onChange,
}: {
  trip: TripDraft;
  modes: readonly string[];
  fuels: readonly string[];
  onChange: (patch: Partial<TripDraft>) => void;
}) {
  const headingId = useId();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {COPY.trip.heading}
      </h2>
      <fieldset className={styles.presets}>
        <legend className={styles.presetsLegend}>{COPY.trip.presetsLabel}</legend>
        <div className={styles.presetList}>
          {TRIP_PRESETS.map((preset) => (
            <button
              key={preset.id}
              type="button"
              className={styles.preset}
              aria-pressed={trip.km === String(preset.km)}
              onClick={() => onChange({ km: String(preset.km) })}
            >
              <span className={styles.route}>
                {fillCopy(COPY.trip.preset, { from: preset.from, to: preset.to })}
              </span>
              <span className={styles.presetKm}>
                {fillCopy(COPY.trip.presetKm, { km: formatKm(preset.km) })}
              </span>
            </button>
          ))}
        </div>
      </fieldset>
      <div className={styles.card}>
        <div className={styles.fields}>
          <SelectField
            id={`${id}-mode`}
            label={COPY.rows.modeLabel}
            placeholder={COPY.rows.choose}
            options={textOptions(modes)}
            value={trip.mode}
            onChange={(event) => onChange({ mode: event.target.value })}
          />
          <SelectField
            id={`${id}-fuel`}
            label={COPY.rows.fuelLabel}
            placeholder={COPY.rows.choose}
            options={textOptions(fuels)}
            value={trip.fuel}
            onChange={(event) => onChange({ fuel: event.target.value })}
          />
          <TextField
            id={`${id}-km`}
            label={COPY.trip.oneWayLabel}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={trip.km}
            onChange={(event) => onChange({ km: event.target.value })}
          />
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={trip.returnJourney}
            onChange={(event) => onChange({ returnJourney: event.target.checked })}
          />
          <span>
            <span className={styles.checkLabel}>{COPY.trip.returnLabel}</span>
            <span className={styles.checkHelper}>{COPY.trip.returnHelper}</span>
          </span>
        </label>
      </div>
    </section>
  );
}
