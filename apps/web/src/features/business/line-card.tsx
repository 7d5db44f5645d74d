import { formatEmission } from '@netzero/core';
import { useId } from 'react';
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import { toEstimatorLine } from './estimator-draft';
import { EventLineFields } from './event-line-fields';
import { HotelLineFields } from './hotel-line-fields';
import styles from './line-card.module.css';
import { LineFactors } from './line-factors';
import { TripLineFields } from './trip-line-fields';
import type { Estimator, LineView } from './use-estimator';

const COPY = BUSINESS_COPY.estimator;

/** One estimator line: its title, live tonnes, Remove, its factors and sources, and the fields of its mode. */
export function LineCard({ line, estimator }: { line: LineView; estimator: Estimator }) {
  const titleId = useId();
  const { draft, errors } = line;
  const modeCopy = COPY.modes[draft.mode];
  const common = { errors, fieldId: estimator.fieldId, touch: estimator.touch };
  return (
    <li className={styles.line}>
      <div className={styles.header}>
        <h4 id={titleId} className={styles.title}>
          {line.title}
        </h4>
        <p className={styles.tonnes}>
          {fillCopy(COPY.lineTonnes, { amount: formatEmission(line.tonnes) })}
        </p>
        <Button
          variant="ghost"
          className={styles.remove}
          aria-label={fillCopy(modeCopy.removeLabel, { n: line.number })}
          onClick={() => estimator.remove(draft)}
        >
          <svg
            className={styles.removeIcon}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
          </svg>
          <span className={styles.removeText}>{modeCopy.remove}</span>
        </Button>
      </div>
      <LineFactors line={toEstimatorLine(draft)} />
      {draft.mode === 'tourism' ? (
        <TripLineFields draft={draft} update={estimator.update} {...common} />
      ) : draft.mode === 'events' ? (
        <EventLineFields draft={draft} update={estimator.update} {...common} />
      ) : (
        <HotelLineFields draft={draft} update={estimator.update} {...common} />
      )}
    </li>
  );
}
