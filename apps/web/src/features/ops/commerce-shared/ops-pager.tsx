import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';
import { Button } from '../../../ui/button';
import styles from './ops-section.module.css';

const copy = OPS_COMMERCE_COPY.pager;

/** Previous / next over a list of `total` rows shown `limit` at a time from `offset`. */
export function OpsPager({
  offset,
  limit,
  total,
  onOffset,
}: {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  if (total === 0) return <p className={styles.muted}>{copy.none}</p>;
  const last = Math.min(offset + limit, total);
  return (
    <nav className={styles.pager} aria-label={copy.label}>
      <Button
        variant="secondary"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - limit))}
      >
        {copy.previous}
      </Button>
      <span aria-live="polite">{copy.range(offset + 1, last, total)}</span>
      <Button variant="secondary" disabled={last >= total} onClick={() => onOffset(offset + limit)}>
        {copy.next}
      </Button>
    </nav>
  );
}
