import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { Button } from '../../../ui/button';
import styles from './desk.module.css';

const { common } = OPS_DESK_COPY;

/** Previous / next for a paged list, with where we are. */
export function DeskPager({
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
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className={styles.pager} aria-label={common.pageOf(page, pages)}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {common.previous}
      </Button>
      <span>{common.pageOf(page, pages)}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {common.next}
      </Button>
    </nav>
  );
}
