import { ESTIMATOR_MODES, type EstimatorMode, formatEmission } from '@netzero/core';
import { useId } from 'react';
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import { LineCard } from './line-card';
import styles from './mode-section.module.css';
import type { Estimator } from './use-estimator';

const COPY = BUSINESS_COPY.estimator;

/** One estimator mode: its lines, their subtotal, and the button that adds another line. */
export function ModeSection({ mode, estimator }: { mode: EstimatorMode; estimator: Estimator }) {
  const headingId = useId();
  const label = ESTIMATOR_MODES.find((entry) => entry.id === mode)?.label ?? mode;
  const modeCopy = COPY.modes[mode];
  const lines = estimator.views.filter((line) => line.draft.mode === mode);
  return (
    <section className={`${styles.mode} ${styles[mode]}`} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          <span className={styles.swatch} aria-hidden="true" />
          {label}
        </h3>
        <p className={styles.subtotal}>
          <span className={styles.subtotalLabel}>{COPY.subtotal}</span>{' '}
          {fillCopy(COPY.lineTonnes, { amount: formatEmission(estimator.estimate.byMode[mode]) })}
        </p>
      </div>
      <p className={styles.description}>{modeCopy.description}</p>
      {lines.length > 0 ? (
        <ol className={styles.lines}>
          {lines.map((line) => (
            <LineCard key={line.draft.key} line={line} estimator={estimator} />
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{modeCopy.empty}</p>
      )}
      <Button
        id={estimator.addButtonId(mode)}
        variant="secondary"
        onClick={() => estimator.add(mode)}
      >
        <span aria-hidden="true">+</span>
        {modeCopy.add}
      </Button>
    </section>
  );
}
