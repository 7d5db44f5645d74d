import type { ReactNode } from 'react';
import styles from './order-total.module.css';

/**
 * A form's live total: the label, the amount large, and notes under it (e.g. '3 t × $14.00').
 * Announced politely as it changes.
 */
export function OrderTotal({
  label,
  amount,
  notes = [],
}: {
  label: string;
  amount: string;
  /** Lines under the amount; empty ones are skipped. */
  notes?: readonly (ReactNode | null)[];
}) {
  return (
    <div className={styles.total} aria-live="polite">
      <span className={styles.label}>{label}</span>
      <span className={styles.amount}>{amount}</span>
      {notes.map((note, index) =>
        note === null ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the notes are positional and never reorder
          <span key={index} className={styles.note}>
            {note}
          </span>
        ),
      )}
    </div>
  );
}
