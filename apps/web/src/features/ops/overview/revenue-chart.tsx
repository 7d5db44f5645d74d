import type { OpsSalesOfDay } from '@netzero/core';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { money, SHOP_CURRENCY, shortDay, tonnes } from '../shared/ops-format';
import styles from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import chart from './overview.module.css';

const { overview } = OPS_DESK_COPY;
const ROW = 22;
const LABEL = 64;
const BAR_MAX = 200;
// About 1:1 on a 390 px phone, so the printed amounts stay readable there.
const WIDTH = LABEL + BAR_MAX + 90;

/**
 * Revenue per UTC day as horizontal bars, each with its amount printed beside it (UI.md
 * 'Charts'); the table below says the same in text for screen readers and for copying.
 */
export function RevenueChart({ days }: { days: readonly OpsSalesOfDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.revenueCents));
  return (
    <section className={styles.section} aria-labelledby="revenue-heading">
      <h2 id="revenue-heading" className={styles.sectionHeading}>
        {overview.revenueHeading}
      </h2>
      <div className={chart.chartScroll}>
        <svg
          className={chart.chart}
          viewBox={`0 0 ${WIDTH} ${days.length * ROW}`}
          role="img"
          aria-label={overview.chartLabel}
        >
          {days.map((d, i) => {
            const width = Math.round((d.revenueCents / max) * BAR_MAX);
            const y = i * ROW;
            return (
              <g key={d.day}>
                <text x={0} y={y + 15} className={chart.axis}>
                  {shortDay(d.day)}
                </text>
                <rect
                  x={LABEL}
                  y={y + 4}
                  width={width}
                  height={ROW - 8}
                  rx={3}
                  className={chart.bar}
                />
                <text x={LABEL + width + 6} y={y + 15} className={chart.value}>
                  {money(d.revenueCents, SHOP_CURRENCY)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <details>
        <summary>{overview.tableCaption}</summary>
        <table className={table.table}>
          <caption>{overview.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{overview.day}</th>
              <th scope="col" className={table.number}>
                {overview.revenue}
              </th>
              <th scope="col" className={table.number}>
                {overview.tonnesColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row" data-label={overview.day}>
                  {d.day}
                </th>
                <td className={table.number} data-label={overview.revenue}>
                  {money(d.revenueCents, SHOP_CURRENCY)}
                </td>
                <td className={table.number} data-label={overview.tonnesColumn}>
                  {tonnes(d.tonnes)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
