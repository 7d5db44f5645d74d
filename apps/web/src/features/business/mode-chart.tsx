import { ESTIMATOR_MODES, formatEmission, sharePercents, type TonnesByMode } from '@netzero/core';
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import styles from './mode-chart.module.css';

const COPY = BUSINESS_COPY.estimator.summary;

/**
 * The three modes as horizontal bars (UI.md 'Charts'): each bar's length is its share of the
 * total, with the amount and the share printed beside it; the printed list is the text alternative.
 * The printed shares add up to exactly 100 % (largest remainder rounding).
 */
export function ModeChart({ byMode, total }: { byMode: TonnesByMode; total: number }) {
  const percents = sharePercents(ESTIMATOR_MODES.map(({ id }) => byMode[id]));
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>{COPY.chartCaption}</figcaption>
      <ul className={styles.rows}>
        {ESTIMATOR_MODES.map(({ id, label }, index) => {
          const share = total > 0 ? byMode[id] / total : 0;
          const percent = percents[index] ?? 0;
          return (
            <li key={id} className={`${styles.row} ${styles[id]}`}>
              <span className={styles.label}>{label}</span>
              <svg
                className={styles.bar}
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
              >
                <rect className={styles.track} width="100" height="10" />
                <rect className={styles.fill} width={share * 100} height="10" />
              </svg>
              <span className={styles.value}>
                {formatEmission(byMode[id])}
                <span className={styles.share}>{fillCopy(COPY.chartShare, { percent })}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
