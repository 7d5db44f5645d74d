import { ACCOUNT_COPY } from '../../content/account.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import styles from './pagination.module.css';

const COPY = ACCOUNT_COPY.pagination;

/** Previous / 'Page x of y' / Next, for a zero-based page index; clicks wait while a page loads. */
export function Pagination({
  page,
  totalPages,
  busy,
  onChange,
}: {
  page: number;
  totalPages: number;
  busy: boolean;
  onChange: (page: number) => void;
}) {
  return (
    <nav className={styles.pagination} aria-label={COPY.label}>
      <Button variant="secondary" disabled={page <= 0} onClick={() => !busy && onChange(page - 1)}>
        <span aria-hidden="true">←</span> {COPY.previous}
      </Button>
      <p className={styles.position} aria-live="polite">
        {fillCopy(COPY.pageOf, { page: page + 1, pages: totalPages })}
      </p>
      <Button
        variant="secondary"
        disabled={page >= totalPages - 1}
        onClick={() => !busy && onChange(page + 1)}
      >
        {COPY.next} <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
