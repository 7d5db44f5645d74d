import type { ReactNode } from 'react';
import { useOpsTitle } from '../use-ops-title';
import styles from './ops-page-header.module.css';

/** A console page's heading and lead, which also names the browser tab. */
export function OpsPageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  useOpsTitle(title);
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
