import { SITE_ROUTES } from '@netzero/content';
import { MESSAGES } from '@netzero/core';
import { useLocation } from 'react-router-dom';
import { fillCopy } from '../../content/fill-copy';
import { SHOP_COPY } from '../../content/shop.copy';
import { SITE_COPY } from '../../content/site.copy';
import { ButtonLink } from '../../ui/button';
import { LoadingState } from '../../ui/loading-state';
import { PageHeader } from '../../ui/page-header';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CatalogueNotice } from './catalogue-notice';
import { productAtPath } from './product-at-path';
import { ProjectDetail } from './project-detail';
import styles from './project-page.module.css';
import { ProjectStory } from './project-story';
import { useAddToCart } from './use-add-to-cart';
import { useProducts } from './use-products';

/**
 * A project's own page, at its plpUrl (/Waterpurification, /Khasihill, …, /card7): the product
 * whose plpUrl is the current path, in any case; unknown paths get a not-found message.
 */
export function ProjectPage() {
  const { pathname } = useLocation();
  const catalogue = useProducts();
  const cart = useAddToCart();
  const product =
    catalogue.status === 'ready' ? productAtPath(catalogue.products, pathname) : undefined;
  const notFound = catalogue.status === 'ready' && !product;
  useDocumentTitle(
    fillCopy(SITE_COPY.documentTitle, {
      page: product?.title ?? (notFound ? SHOP_COPY.project.notFoundTitle : SHOP_COPY.carbon.title),
    }),
  );

  if (catalogue.status !== 'ready') {
    return (
      <div className={`container ${styles.pending}`}>
        {catalogue.status === 'loading' ? (
          <LoadingState text={MESSAGES['PRODUCTS.LOADING']} />
        ) : (
          <CatalogueNotice failed onRetry={catalogue.retry} headingLevel="h1" />
        )}
      </div>
    );
  }

  if (!product) {
    return (
      <PageHeader title={SHOP_COPY.project.notFoundTitle} lead={SHOP_COPY.project.notFoundBody}>
        <div className={styles.notFoundAction}>
          <ButtonLink to={SITE_ROUTES.carbon}>{SHOP_COPY.project.browseProjects}</ButtonLink>
        </div>
      </PageHeader>
    );
  }
  return (
    <ProjectDetail product={product} cart={cart}>
      <ProjectStory path={product.plpUrl} />
    </ProjectDetail>
  );
}
