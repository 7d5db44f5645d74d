import { decimalFormat, RUPEE_KM_PER_TONNE, RUPEE_PRICE_INR_PER_TONNE } from '@netzero/core';
import { useLocation } from 'react-router-dom';
import { CALCULATORS_COPY } from '../../content/calculators.copy';
import { fillCopy } from '../../content/fill-copy';
import { SITE_COPY } from '../../content/site.copy';
import { PageHeader } from '../../ui/page-header';
import { useDocumentTitle } from '../../ui/use-document-title';
import styles from './calculator-page.module.css';
import { calculatorVariantOf } from './calculator-variant';
import { formatAmount } from './format-amounts';
import { PersonalCalculator } from './personal-calculator';
import { RupeeCalculator } from './rupee-calculator';
import { TravelCalculator } from './travel-calculator';

const NUMBER = decimalFormat();

/**
 * The personal transport calculators: /PersonalCalculator (calculator 1, dollars),
 * /TravelCalculator (one journey, dollars) and /RupeeCalculator (calculator 2, rupees, with
 * the company toggle). One page; the path picks the variant.
 */
export function CalculatorPage() {
  const { pathname } = useLocation();
  const variant = calculatorVariantOf(pathname);
  const copy = CALCULATORS_COPY[variant];
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: copy.documentTitle }));
  const lead = fillCopy(copy.lead, {
    kmPerTonne: NUMBER.format(RUPEE_KM_PER_TONNE),
    price: formatAmount(RUPEE_PRICE_INR_PER_TONNE, 'INR'),
  });
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={lead} />
      <div className={`container ${styles.layout}`}>
        {variant === 'travel' ? (
          <TravelCalculator />
        ) : variant === 'rupee' ? (
          <RupeeCalculator />
        ) : (
          <PersonalCalculator />
        )}
      </div>
    </>
  );
}
