import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import { Button } from '../../../ui/button';
import styles from './ops-pager.module.css';

const copy = OPS_SHARED_COPY.pager;

/**
 * Previous / next over `total` rows shown `pageSize` at a time, with which rows these are. Pages
 * count from 1 so they can stand in the address as they read; nothing shows for an empty list
 * (the list says so itself), and no buttons when one page holds everything.
 */
export function OpsPager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const range = <span aria-live="polite">{copy.range(first, last, total)}</span>;
  if (pages === 1) return <p className={styles.pager}>{range}</p>;
  return (
    <nav className={styles.pager} aria-label={copy.label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {copy.previous}
      </Button>
      {range}
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {copy.next}
      </Button>
    </nav>
  );
}
