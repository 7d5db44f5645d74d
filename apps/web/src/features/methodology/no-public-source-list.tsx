import { FACTOR_SOURCES } from '@netzero/core';
import { fillCopy } from '../../content/fill-copy';
import { METHODOLOGY_COPY } from '../../content/methodology.copy';
import { formatKg, referenceText } from '../../ui/factor-text';
import styles from './methodology-page.module.css';

const COPY = METHODOLOGY_COPY;

/** The factors no public figure measures, each with what we say about it and the closest public reference. */
export function NoPublicSourceList() {
  const factors = FACTOR_SOURCES.filter((factor) => !factor.hasPublicSource);
  return (
    <dl className={styles.notes}>
      {factors.map((factor) => (
        <div key={factor.constant} className={styles.note}>
          <dt className={styles.noteTerm}>
            {factor.label}: {formatKg(factor.kgPerUnit)} kg per {factor.inputUnit}
          </dt>
          <dd className={styles.noteText}>
            {factor.note}
            {factor.comparisons[0] ? (
              <span className={styles.closest}>
                {fillCopy(COPY.noPublicSource.closest, {
                  reference: referenceText(factor.comparisons[0].reference),
                })}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
