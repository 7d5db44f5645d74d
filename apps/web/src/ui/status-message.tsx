import type { ReactNode } from 'react';
import styles from './status-message.module.css';

/** The tone of an inline status: what happened, or what went wrong. */
export type StatusTone = 'success' | 'error' | 'info';

/**
 * An inline status message, where the spec says 'alert' (UI.md 'Feedback'). The live region is
 * always rendered so that screen readers announce the text when it appears.
 */
export function StatusMessage({
  tone,
  children,
  className,
}: {
  tone: StatusTone;
  children?: ReactNode;
  className?: string;
}) {
  const hasText =
    children !== null && children !== undefined && children !== false && children !== '';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      className={hasText ? `${styles.message} ${styles[tone]} ${className ?? ''}` : styles.empty}
    >
      {hasText ? children : null}
    </div>
  );
}
