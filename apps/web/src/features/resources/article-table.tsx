import type { ArticleTable } from '../../content/articles';
import styles from './article-table.module.css';

/** A comparison table: caption, column headers, a row header per point; cards under 640 px. */
export function ArticleTableView({ table }: { table: ArticleTable }) {
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption className={styles.caption}>{table.caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.columnHeader}>
              {table.corner}
            </th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className={styles.columnHeader}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {table.rows.map((row) => (
            <tr key={row.label} className={styles.row}>
              <th scope="row" className={styles.rowHeader}>
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={table.columns[index] ?? cell}
                  className={styles.cell}
                  data-label={table.columns[index]}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
