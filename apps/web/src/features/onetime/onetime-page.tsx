import { parseNumberInput } from '@netzero/core';
import { useSearchParams } from 'react-router-dom';
import { fillCopy } from '../../content/fill-copy';
import { ONETIME_COPY } from '../../content/onetime.copy';
import { SITE_COPY } from '../../content/site.copy';
import { PageHeader } from '../../ui/page-header';
import { useDocumentTitle } from '../../ui/use-document-title';
import { OnetimeForm } from './onetime-form';
import styles from './onetime-page.module.css';
import { OnetimeSide } from './onetime-side';

const COPY = ONETIME_COPY;

/** The tonnes of a `?quantity=N` link (the estimators'), when it is a number above 0. */
function carriedQuantity(raw: string | null): number | null {
  const quantity = parseNumberInput(raw);
  return quantity !== null && quantity > 0 ? quantity : null;
}

/** /Onetime: the simple one-time purchase at the fixed $14 per tonne, paid through the real direct checkout. */
export function OnetimePage() {
  const [searchParams] = useSearchParams();
  const carried = carriedQuantity(searchParams.get('quantity'));
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: COPY.documentTitle }));
  return (
    <>
      <PageHeader eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead} />
      <div className={`container ${styles.layout}`}>
        <OnetimeForm
          initialQuantity={carried === null ? '1' : String(carried)}
          suggestion={
            carried === null ? null : fillCopy(COPY.suggestedQuantity, { quantity: carried })
          }
        />
        <OnetimeSide />
      </div>
    </>
  );
}
