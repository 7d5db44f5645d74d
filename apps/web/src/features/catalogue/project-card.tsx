import { formatPriceLine, type Product } from '@netzero/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SHOP_COPY } from '../../content/shop.copy';
import { Button } from '../../ui/button';
import { ProjectImage } from '../../ui/project-image';
import { StatusMessage } from '../../ui/status-message';
import styles from './project-card.module.css';
import { availableLine, projectFactsLine } from './project-facts';

/** One project of /Carbon (UI.md 'Cards'): illustration, facts, title, description, price line, actions. */
export function ProjectCard({
  product,
  adding,
  busy,
  error,
  onAdd,
  eager = false,
}: {
  product: Product;
  /** This product is being added. */
  adding: boolean;
  /** Some product is being added: every Add to Cart button waits. */
  busy: boolean;
  /** Why adding this product failed, or null. */
  error: string | null;
  onAdd: (product: Product) => void;
  /** The card is at the top of the page: its image loads at once, first. */
  eager?: boolean;
}) {
  const titleId = useId();
  const facts = projectFactsLine(product);
  const available = availableLine(product);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <ProjectImage src={product.imageUrl} alt="" className={styles.image} eager={eager} />
      <div className={styles.body}>
        {facts ? <p className={styles.facts}>{facts}</p> : null}
        <h2 id={titleId} className={styles.title}>
          {product.title}
        </h2>
        <p className={styles.description}>{product.description}</p>
        <div className={styles.footer}>
          <p className={styles.price}>{formatPriceLine(product.price, product.currency)}</p>
          {available ? <p className={styles.available}>{available}</p> : null}
          <div className={styles.actions}>
            <Button
              onClick={() => onAdd(product)}
              disabled={busy}
              aria-busy={adding || undefined}
              aria-describedby={titleId}
            >
              {adding ? SHOP_COPY.card.adding : SHOP_COPY.card.addToCart}
            </Button>
            {product.plpUrl ? (
              <Link to={product.plpUrl} className={styles.readMore} aria-describedby={titleId}>
                {SHOP_COPY.card.readMore}
              </Link>
            ) : null}
          </div>
          <StatusMessage tone="error">{error}</StatusMessage>
        </div>
      </div>
    </article>
  );
}
