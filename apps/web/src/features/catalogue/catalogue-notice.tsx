import { SHOP_COPY } from '../../content/shop.copy';
import { Button } from '../../ui/button';
import styles from './catalogue-notice.module.css';

/** Why no project is shown: the catalogue failed to load, or has nothing on sale; both offer a retry. */
export function CatalogueNotice({
  failed,
  onRetry,
  headingLevel: Heading = 'h2',
}: {
  failed: boolean;
  onRetry: () => void;
  /** h1 where the notice is all the page shows. */
  headingLevel?: 'h1' | 'h2';
}) {
  return (
    <div className={styles.notice}>
      <Heading className={styles.title}>
        {failed ? SHOP_COPY.carbon.failedTitle : SHOP_COPY.carbon.emptyTitle}
      </Heading>
      <p className={styles.body}>
        {failed ? SHOP_COPY.carbon.failedBody : SHOP_COPY.carbon.emptyBody}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {SHOP_COPY.carbon.retry}
      </Button>
    </div>
  );
}
