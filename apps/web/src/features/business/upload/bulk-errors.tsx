import { type BulkRowError, bulkProblemText, formatCount } from '@netzero/core';
import { useId } from 'react';
import { fillCopy } from '../../../content/fill-copy';
import { UPLOAD_COPY } from '../../../content/upload.copy';
import styles from './bulk-errors.module.css';

const COPY = UPLOAD_COPY;

/** The problems found in the file (the first ones, with the total count), as a table. */
export function BulkErrors({ errors, count }: { errors: readonly BulkRowError[]; count: number }) {
  const headingId = useId();
  const { row, column, problem, reference } = COPY.errorColumns;
  return (
    <section className={styles.errors} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {COPY.errorsHeading}
      </h3>
      <p className={styles.intro}>{COPY.errorsIntro}</p>
      {count > errors.length ? (
        <p className={styles.intro}>
          {fillCopy(COPY.errorsShown, {
            shown: formatCount(errors.length),
            count: formatCount(count),
          })}
        </p>
      ) : null}
      {/* Up to 100 rows scroll inside their own box instead of stretching the page. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1) */}
      <div className={styles.scroller} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{COPY.errorsHeading}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.number}>
                {row}
              </th>
              <th scope="col">{column}</th>
              <th scope="col">{problem}</th>
              <th scope="col">{reference}</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((error) => (
              // A row can have several problems, one per column; the pair is unique.
              <tr key={`${error.rowNumber}-${error.column}`}>
                <td data-label={row} className={styles.number}>
                  {formatCount(error.rowNumber)}
                </td>
                <td data-label={column}>
                  <code>{error.column}</code>
                </td>
                <td data-label={problem} className={styles.problem}>
                  {bulkProblemText(error.problem)}
                </td>
                <td data-label={reference} className={styles.reference}>
                  {error.reference}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
