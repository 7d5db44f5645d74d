import { formatEmission } from '@netzero/core';
import { useId } from 'react';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import { SelectField, textOptions } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { formatKm } from './format-amounts';
import styles from './transport-rows-editor.module.css';
import type { RowDraft } from './use-transport-rows';

const COPY = CALCULATORS_COPY.rows;

/** What a calculator's rows look like: its lists, labels and whether rows count vehicles. */
export interface RowsEditorSpec {
  readonly heading: string;
  readonly legend: string;
  readonly addLabel: string;
  readonly modeLabel: string;
  readonly modes: readonly string[];
  readonly fuels: readonly string[];
  readonly kmLabel: string;
  readonly presetsKm: readonly number[];
  readonly withVehicles: boolean;
}

/** Transport rows with add and remove, km per row, preset distances and each row's live tonnes. */
export function TransportRowsEditor({
  spec,
  rows,
  tonnesOf,
  onAdd,
  onRemove,
  onUpdate,
}: {
  spec: RowsEditorSpec;
  rows: readonly RowDraft[];
  tonnesOf: (row: RowDraft) => number;
  onAdd: () => void;
  onRemove: (id: number) => void;
  onUpdate: (id: number, patch: Partial<Omit<RowDraft, 'id'>>) => void;
}) {
  const headingId = useId();
  const prefix = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {spec.heading}
      </h2>
      {rows.length === 0 ? <p className={styles.empty}>{COPY.empty}</p> : null}
      <ol className={styles.rows}>
        {rows.map((row, index) => {
          const name = fillCopy(spec.legend, { n: index + 1 });
          const id = `${prefix}-${row.id}`;
          return (
            <li key={row.id} className={styles.item}>
              <fieldset className={styles.row}>
                <legend className={styles.legend}>{name}</legend>
                <span className={styles.rowTonnes} aria-live="polite">
                  {fillCopy(COPY.rowTonnes, { tonnes: formatEmission(tonnesOf(row)) })}
                </span>
                <div className={`${styles.fields} ${spec.withVehicles ? styles.fleet : ''}`}>
                  <SelectField
                    id={`${id}-mode`}
                    label={spec.modeLabel}
                    placeholder={COPY.choose}
                    options={textOptions(spec.modes)}
                    value={row.mode}
                    onChange={(event) => onUpdate(row.id, { mode: event.target.value })}
                  />
                  <SelectField
                    id={`${id}-fuel`}
                    label={COPY.fuelLabel}
                    placeholder={COPY.choose}
                    options={textOptions(spec.fuels)}
                    value={row.fuel}
                    onChange={(event) => onUpdate(row.id, { fuel: event.target.value })}
                  />
                  <TextField
                    id={`${id}-km`}
                    label={spec.kmLabel}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    value={row.km}
                    onChange={(event) => onUpdate(row.id, { km: event.target.value })}
                  />
                  {spec.withVehicles ? (
                    <TextField
                      id={`${id}-vehicles`}
                      label={COPY.vehiclesLabel}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      value={row.vehicles}
                      onChange={(event) => onUpdate(row.id, { vehicles: event.target.value })}
                    />
                  ) : null}
                </div>
                <div className={styles.footer}>
                  <fieldset className={styles.presets}>
                    <legend className={styles.presetsLegend}>{COPY.presetsLabel}</legend>
                    {spec.presetsKm.map((km) => {
                      // What this row would be at the preset: the calculator's own km × factor
                      // (docs/methodology.md §3.1), never the spec's stated 0.021/0.042/0.084 t.
                      const values = {
                        row: name,
                        km: formatKm(km),
                        tonnes: formatEmission(tonnesOf({ ...row, km: String(km) })),
                      };
                      return (
                        <button
                          key={km}
                          type="button"
                          className={styles.preset}
                          aria-pressed={row.km === String(km)}
                          aria-label={fillCopy(COPY.presetAria, values)}
                          onClick={() => onUpdate(row.id, { km: String(km) })}
                        >
                          {fillCopy(COPY.presetOption, values)}
                        </button>
                      );
                    })}
                  </fieldset>
                  <Button
                    variant="ghost"
                    className={styles.remove}
                    aria-label={fillCopy(COPY.removeAria, { row: name })}
                    onClick={() => onRemove(row.id)}
                  >
                    {COPY.remove}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={onAdd}>
        {spec.addLabel}
      </Button>
    </section>
  );
}
