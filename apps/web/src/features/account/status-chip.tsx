import styles from './status-chip.module.css';

/** The colour family of a status: done, waiting, failed or over. */
export type ChipTone = 'success' | 'warning' | 'danger' | 'neutral';

/** A status as a small coloured chip with its word (colour is never the only signal). */
export function StatusChip({ tone, label }: { tone: ChipTone; label: string }) {
  return (
    <span className={`${styles.chip} ${styles[tone]}`}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
