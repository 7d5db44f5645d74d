import {
  type BulkMonthTotal,
  formatCount,
  formatEmission,
  keepWithUnit,
  madeOnFirstUse,
  UNDATED_MONTH,
} from '@netzero/core';
import { type CSSProperties, useId } from 'react';
import { fillCopy } from '../../../content/fill-copy';
import { UPLOAD_COPY } from '../../../content/upload.copy';
import styles from './bulk-months.module.css';

const COPY = UPLOAD_COPY;
const COMPACT = madeOnFirstUse(
  () => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
);
const MONTH = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }),
);
const MONTH_YEAR = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

function monthDate(month: string): Date {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1, 1));
}

/** 'Mar 2026' for '2026-03'; 'No date' for the rows without one. */
export function monthLabel(month: string): string {
  return month === UNDATED_MONTH ? COPY.undatedMonth : MONTH_YEAR().format(monthDate(month));
}

/** A column's label, short enough for its width: '294 kg', '8.7 t', '247K t' (the table has the full number). */
export function shortEmission(tonnes: number): string {
  return keepWithUnit(tonnes >= 1000 ? `${COMPACT().format(tonnes)} t` : formatEmission(tonnes));
}

/** Whether the months are worth showing: at least one row has a date. */
export function hasDatedMonths(byMonth: readonly BulkMonthTotal[]): boolean {
  return byMonth.some((total) => total.month !== UNDATED_MONTH);
}

/**
 * The columns of the chart: one per month, as high as its share of the largest month, with its
 * tonnes above and the month below (the year under January and the first month). Many months
 * scroll sideways inside the chart, never the page.
 */
function MonthChart({ byMonth }: { byMonth: readonly BulkMonthTotal[] }) {
  const largest = Math.max(...byMonth.map((total) => total.tonnes));
  const dated = byMonth.filter((total) => total.month !== UNDATED_MONTH);
  const label = fillCopy(COPY.monthsChartLabel, {
    first: monthLabel(dated[0]?.month ?? UNDATED_MONTH),
    last: monthLabel(dated.at(-1)?.month ?? UNDATED_MONTH),
  });
  return (
    // A focusable image: the columns scroll when there are many, and the keyboard must reach them.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
    <div className={styles.chart} role="img" aria-label={label} tabIndex={0}>
      <ol className={styles.columns}>
        {byMonth.map((total, index) => {
          const undated = total.month === UNDATED_MONTH;
          const date = undated ? null : monthDate(total.month);
          const showYear = date !== null && (index === 0 || date.getUTCMonth() === 0);
          const share = largest > 0 ? total.tonnes / largest : 0;
          return (
            <li
              key={total.month}
              className={`${styles.column} ${undated ? styles.undated : ''}`}
              style={{ '--share': share } as CSSProperties}
            >
              <span className={styles.value}>{shortEmission(total.tonnes)}</span>
              <span className={styles.bar} />
              <span className={styles.month}>
                {date ? MONTH().format(date) : COPY.undatedMonth}
              </span>
              <span className={styles.year}>{showYear && date ? date.getUTCFullYear() : ''}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** 'Totals by month': a column chart and the table of the same numbers (its text alternative). */
export function BulkMonths({ byMonth }: { byMonth: readonly BulkMonthTotal[] }) {
  const headingId = useId();
  const { month, rows, tonnes } = COPY.monthColumns;
  return (
    <section className={styles.months} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {COPY.monthsHeading}
      </h4>
      <p className={styles.intro}>{COPY.monthsIntro}</p>
      <MonthChart byMonth={byMonth} />
      {/* Years of months scroll inside their own box instead of stretching the page. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1) */}
      <div className={styles.scroller} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{COPY.monthsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{month}</th>
              <th scope="col" className={styles.number}>
                {rows}
              </th>
              <th scope="col" className={styles.number}>
                {tonnes}
              </th>
            </tr>
          </thead>
          <tbody>
            {byMonth.map((total) => (
              <tr key={total.month}>
                <th scope="row">{monthLabel(total.month)}</th>
                <td className={styles.number}>{formatCount(total.rows)}</td>
                <td className={styles.number}>{keepWithUnit(formatEmission(total.tonnes))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
