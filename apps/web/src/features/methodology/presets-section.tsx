import { decimalFormat, PERSONAL_DISTANCE_PRESETS } from '@netzero/core';
import { fillCopy } from '../../content/fill-copy';
import { METHODOLOGY_COPY } from '../../content/methodology.copy';
import styles from './methodology-page.module.css';

const COPY = METHODOLOGY_COPY.presets;
const NUMBER = decimalFormat({ maximumFractionDigits: 6 });

/** Issue 18 item 6: the calculator presets are preset km × the mode's factor, and why. */
export function PresetsSection({
  headingId,
  factor,
  rupeeKmPerTonne,
}: {
  headingId: string;
  /** Tonnes CO2 per km of the personal calculator. */
  factor: number;
  /** Kilometres per tonne of the rupee calculator. */
  rupeeKmPerTonne: number;
}) {
  const factorText = NUMBER.format(factor);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {COPY.heading}
      </h2>
      <p className={styles.prose}>
        {fillCopy(COPY.lead, { factor: factorText, rupeeKm: NUMBER.format(rupeeKmPerTonne) })}
      </p>
      <table className={styles.presets}>
        <caption className={styles.caption}>{COPY.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{COPY.columns.km}</th>
            <th scope="col">{fillCopy(COPY.columns.shown, { factor: factorText })}</th>
            <th scope="col">{COPY.columns.stated}</th>
          </tr>
        </thead>
        <tbody>
          {PERSONAL_DISTANCE_PRESETS.map((preset) => (
            <tr key={preset.km}>
              <th scope="row">{NUMBER.format(preset.km)} km</th>
              <td>{NUMBER.format(preset.computedTonnes)} t</td>
              <td>{NUMBER.format(preset.statedTonnes)} t</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className={styles.subheading}>{COPY.whyHeading}</h3>
      <ul className={styles.points}>
        {COPY.why.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </section>
  );
}
