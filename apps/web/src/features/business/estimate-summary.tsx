import { formatEmission } from '@netzero/core';
import { useId } from 'react';
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import { EstimateDownloads } from './estimate-downloads';
import { EstimateMethod } from './estimate-method';
import styles from './estimate-summary.module.css';
import { ModeChart } from './mode-chart';
import type { Estimator } from './use-estimator';

const COPY = BUSINESS_COPY.estimator.summary;

/** The running total, the chart by mode, 'Choose A Plan' and what still keeps it disabled. */
export function EstimateSummary({
  estimator,
  onChoosePlan,
}: {
  estimator: Estimator;
  onChoosePlan: () => void;
}) {
  const headingId = useId();
  const helpId = useId();
  const { estimate, ready, missing, views } = estimator;
  const amount = fillCopy(BUSINESS_COPY.estimator.lineTonnes, {
    amount: formatEmission(estimate.total),
  });
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {COPY.heading}
      </h3>
      <p className={styles.total} aria-live="polite" aria-atomic="true">
        <span className={styles.totalLabel}>{COPY.totalLabel}</span>
        <span className={styles.totalValue}>{amount}</span>
      </p>
      <ModeChart byMode={estimate.byMode} total={estimate.total} />
      <Button block disabled={!ready} aria-describedby={helpId} onClick={onChoosePlan}>
        {COPY.chooseButton}
      </Button>
      <div id={helpId} className={styles.help}>
        {views.length === 0 ? <p className={styles.helpText}>{COPY.emptyHelp}</p> : null}
        {ready ? <p className={styles.helpText}>{fillCopy(COPY.readyHelp, { amount })}</p> : null}
        {missing.length > 0 ? (
          <>
            <p className={styles.helpText}>{COPY.missingIntro}</p>
            <ul className={styles.missing}>
              {missing.map((line) => (
                <li key={line.key}>
                  <button
                    type="button"
                    className={styles.missingLink}
                    onClick={() => estimator.reveal(line.key)}
                  >
                    {fillCopy(COPY.missingItem, {
                      line: line.title,
                      fields: line.fields.join(', '),
                    })}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <EstimateDownloads estimator={estimator} />
      <EstimateMethod />
    </section>
  );
}
