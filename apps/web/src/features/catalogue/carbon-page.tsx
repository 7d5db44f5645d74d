import { MESSAGES } from '@netzero/core';
import { fillCopy } from '../../content/fill-copy';
import { SHOP_COPY } from '../../content/shop.copy';
import { SITE_COPY } from '../../content/site.copy';
import { LoadingState } from '../../ui/loading-state';
import { PageHeader } from '../../ui/page-header';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './carbon-page.module.css';
import { CatalogueNotice } from './catalogue-notice';
import { ProjectCard } from './project-card';
import { useAddToCart } from './use-add-to-cart';
import { useProducts } from './use-products';

/** /Carbon 'Our Carbon Projects' (spec §2): every project on sale, each with Add to Cart. */
export function CarbonPage() {
  const catalogue = useProducts();
  const cart = useAddToCart();
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: SHOP_COPY.carbon.title }));
  return (
    <>
      <PageHeader
        eyebrow={SHOP_COPY.carbon.eyebrow}
        title={SHOP_COPY.carbon.title}
        lead={SHOP_COPY.carbon.lead}
      />
      <section className={`container ${styles.section}`} aria-label={SHOP_COPY.carbon.listLabel}>
        {catalogue.status === 'loading' ? (
          <LoadingState text={MESSAGES['PRODUCTS.LOADING']} />
        ) : catalogue.status === 'failed' || catalogue.products.length === 0 ? (
          <CatalogueNotice failed={catalogue.status === 'failed'} onRetry={catalogue.retry} />
        ) : (
          <ul className={styles.grid}>
            {catalogue.products.map((product, index) => (
              <li key={product.id} className={styles.item}>
                <ProjectCard
                  product={product}
                  adding={cart.addingId === product.id}
                  busy={cart.addingId !== null}
                  error={cart.failure?.productId === product.id ? cart.failure.message : null}
                  onAdd={(chosen) => void cart.add(chosen)}
                  eager={index === 0}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
