import { Link } from 'react-router-dom';
import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import styles from './ops-section.module.css';

/**
 * The link from a record up to the list its route sits under (/ops/orders/5 → /ops/orders,
 * /ops/mail-jobs/messages/3 → /ops/mail-jobs), styled alike in every section; `label` names the
 * list where 'Back to the list' is too vague.
 */
export function BackLink({ label = OPS_SHARED_COPY.back }: { label?: string }) {
  return (
    <Link className={styles.link} to="..">
      {label}
    </Link>
  );
}
