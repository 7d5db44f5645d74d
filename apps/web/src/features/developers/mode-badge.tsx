import type { ApiMode } from '@netzero/core';
import { DEVELOPERS_COPY } from '../../content/developers.copy';
import styles from './mode-badge.module.css';

/** Test or Live, as a badge: live is the solid one, since it moves real money. */
export function ModeBadge({ mode }: { mode: ApiMode }) {
  return <span className={`${styles.badge} ${styles[mode]}`}>{DEVELOPERS_COPY.modes[mode]}</span>;
}
