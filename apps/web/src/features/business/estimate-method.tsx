import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import styles from './estimate-summary.module.css';
import { FACTORS_KG } from './estimator-factors';

const COPY = BUSINESS_COPY.estimator.method;

/** The factors behind the estimate, from the core's constants, in a disclosure. */
export function EstimateMethod() {
  return (
    <details className={styles.method}>
      <summary className={styles.methodSummary}>{COPY.heading}</summary>
      <ul className={styles.methodList}>
        {COPY.items.map((item) => (
          <li key={item}>{fillCopy(item, FACTORS_KG)}</li>
        ))}
      </ul>
    </details>
  );
}
