import type { OpsStockLine } from '@netzero/core';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { tonnes } from '../shared/ops-format';
import styles from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';

const { overview } = OPS_DESK_COPY;

/** Each project's available and sold tonnes, with a warning when it runs low. */
export function StockTable({
  stock,
  lowStockTonnes,
}: {
  stock: readonly OpsStockLine[];
  lowStockTonnes: number;
}) {
  return (
    <section className={styles.section} aria-labelledby="stock-heading">
      <h2 id="stock-heading" className={styles.sectionHeading}>
        {overview.stockHeading}
      </h2>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{overview.project}</th>
            <th scope="col" className={table.number}>
              {overview.available}
            </th>
            <th scope="col" className={table.number}>
              {overview.sold}
            </th>
            <th scope="col">{overview.status}</th>
          </tr>
        </thead>
        <tbody>
          {stock.map((line) => (
            <tr key={line.productId}>
              <td data-label={overview.project}>{line.title}</td>
              <td className={table.number} data-label={overview.available}>
                {tonnes(line.availableTonnes)}
              </td>
              <td className={table.number} data-label={overview.sold}>
                {tonnes(line.soldTonnes)}
              </td>
              <td data-label={overview.status}>
                {line.lowStock ? (
                  <span className={styles.warning}>{overview.lowStock(lowStockTonnes)}</span>
                ) : (
                  overview.stockOk
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
