import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import styles from './status-tabs.module.css';

/**
 * Filter buttons for a list's statuses, each with its count; the chosen one is pressed. "All" is
 * first and counts every status.
 */
export function StatusTabs<Status extends string>({
  label,
  statuses,
  labels,
  counts,
  current,
  onChange,
}: {
  label: string;
  statuses: readonly Status[];
  labels: Readonly<Record<Status, string>>;
  counts: Readonly<Record<Status, number>> | null;
  current: Status | undefined;
  onChange: (status: Status | undefined) => void;
}) {
  const total = counts ? statuses.reduce((sum, s) => sum + counts[s], 0) : null;
  const tab = (value: Status | undefined, text: string, count: number | null) => (
    <li key={value ?? 'all'}>
      <button
        type="button"
        className={styles.tab}
        aria-pressed={current === value}
        onClick={() => onChange(value)}
      >
        {count === null ? text : `${text} `}
        {count !== null && <span className={styles.count}>{count}</span>}
      </button>
    </li>
  );
  return (
    <ul className={styles.tabs} aria-label={label}>
      {tab(undefined, OPS_SHARED_COPY.all, total)}
      {statuses.map((s) => tab(s, labels[s], counts ? counts[s] : null))}
    </ul>
  );
}
