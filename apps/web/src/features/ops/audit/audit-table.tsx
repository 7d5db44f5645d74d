import type { AuditLogEntry } from '@netzero/core';
import { OPS_CONSOLE_COPY } from '../../../content/ops-console.copy';
import { formatOpsDateTime } from '../shared/ops-format';
import table from '../shared/ops-table.module.css';
import styles from './audit.module.css';

const COPY = OPS_CONSOLE_COPY.audit;

/** A recorded state as indented JSON; 'None' when the record did not exist. */
function snapshot(value: unknown): string {
  return value === null || value === undefined ? COPY.none : JSON.stringify(value, null, 2);
}

/** The audit entries, newest first, each with its before/after behind a disclosure. */
export function AuditTable({ entries }: { entries: readonly AuditLogEntry[] }) {
  return (
    <table className={table.table}>
      <caption className={table.hiddenCaption}>{COPY.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{COPY.time}</th>
          <th scope="col">{COPY.actor}</th>
          <th scope="col">{COPY.what}</th>
          <th scope="col">{COPY.target}</th>
          <th scope="col">{COPY.details}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label={COPY.time} className={table.nowrap}>
              <time dateTime={entry.at}>{formatOpsDateTime(entry.at, { seconds: true })}</time>
            </td>
            <td data-label={COPY.actor}>{entry.actor}</td>
            <td data-label={COPY.what} className={table.mono}>
              {entry.action}
            </td>
            <td data-label={COPY.target} className={table.mono}>
              {entry.targetType} {entry.targetId}
            </td>
            <td data-label={COPY.details}>
              <details className={styles.details}>
                <summary>{COPY.showDetails}</summary>
                <div className={styles.snapshots}>
                  <figure className={styles.snapshot}>
                    <figcaption className={styles.snapshotTitle}>{COPY.before}</figcaption>
                    <pre className={styles.json}>{snapshot(entry.before)}</pre>
                  </figure>
                  <figure className={styles.snapshot}>
                    <figcaption className={styles.snapshotTitle}>{COPY.after}</figcaption>
                    <pre className={styles.json}>{snapshot(entry.after)}</pre>
                  </figure>
                </div>
              </details>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
