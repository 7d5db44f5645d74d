import { DIRECT_CHECKOUT_PRODUCT_ID, parseNumberInput } from '@netzero/core';
import { useSearchParams } from 'react-router-dom';
import { fillCopy } from '../../content/fill-copy';
import { PURCHASE_COPY } from '../../content/purchase.copy';
import { SITE_COPY } from '../../content/site.copy';
import { PageHeader } from '../../ui/page-header';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useProductPrice } from '../../ui/use-product-price';
import { DirectPurchaseForm } from './direct-purchase-form';
import styles from './direct-purchase-page.module.css';
import { PurchaseBenefits } from './purchase-benefits';

const COPY = PURCHASE_COPY.direct;

/** The suggested tonnes of a `?quantity=N` link (the estimator's), when it is a whole number ≥ 1. */
function suggestedQuantity(raw: string | null): number | null {
  const quantity = parseNumberInput(raw);
  return quantity !== null && Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : null;
}

/** /Purchas: 'Business Carbon Offset (One Time Purchase)', the direct checkout of product 1. */
export function DirectPurchasePage() {
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: COPY.documentTitle }));
  const [searchParams] = useSearchParams();
  const suggested = suggestedQuantity(searchParams.get('quantity'));
  const price = useProductPrice(DIRECT_CHECKOUT_PRODUCT_ID);
  return (
    <>
      <PageHeader eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead} />
      <div className={`container ${styles.layout}`}>
        <DirectPurchaseForm
          price={price}
          initialQuantity={String(suggested ?? 1)}
          suggestion={
            suggested === null ? null : fillCopy(COPY.suggestedQuantity, { quantity: suggested })
          }
        />
        <PurchaseBenefits />
      </div>
    </>
  );
}
