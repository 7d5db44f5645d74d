import { SITE_ROUTES } from '@netzero/content';
import {
  formatDollars,
  formatMoney,
  parseNumberInput,
  planForEstimate,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_PRODUCT_ID,
  type SubscriptionPlan,
} from '@netzero/core';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import liteIcon from '../../assets/subscription-lite.svg';
import maxIcon from '../../assets/subscription-max.svg';
import plusIcon from '../../assets/subscription-plus.svg';
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import { PURCHASE_COPY } from '../../content/purchase.copy';
import { SITE_COPY } from '../../content/site.copy';
import { PageHeader } from '../../ui/page-header';
import { SubscriptionEstimateNote } from '../../ui/subscription-estimate-note';
import { totalForTonnes } from '../../ui/total-for-tonnes';
import { useDocumentTitle } from '../../ui/use-document-title';
import { type ProductPriceState, useProductPrice } from '../../ui/use-product-price';
import { HowItWorks } from './how-it-works';
import { PlanCard } from './plan-card';
import { SubscribeModal } from './subscribe-modal';
import styles from './subscription-page.module.css';

const COPY = PURCHASE_COPY.subscription;
// Lite, Plus, Max: one more leaf each.
const ICONS = [liteIcon, plusIcon, maxIcon];

function monthlyPrice(price: ProductPriceState, plan: SubscriptionPlan): string | null {
  if (price.status !== 'loaded') return null;
  const total = totalForTonnes(price.price, plan.quantity);
  return total ? formatMoney(total) : null;
}

/** The tonnes a month of a `?tonnes=N` link (the estimator's), when it is a positive number. */
function carriedTonnes(raw: string | null): number | null {
  const tonnes = parseNumberInput(raw);
  return tonnes !== null && tonnes > 0 ? tonnes : null;
}

/** /Subscription: the three NetZero plans, each opening the subscribe dialog; an estimate carried as ?tonnes=N highlights the plan that covers it. */
export function SubscriptionPage() {
  useDocumentTitle(fillCopy(SITE_COPY.documentTitle, { page: COPY.documentTitle }));
  const [searchParams] = useSearchParams();
  const tonnes = carriedTonnes(searchParams.get('tonnes'));
  const match = tonnes === null ? null : planForEstimate(tonnes);
  const price = useProductPrice(SUBSCRIPTION_PRODUCT_ID);
  const [chosen, setChosen] = useState<SubscriptionPlan | null>(null);
  const plansHeadingId = useId();
  const pricePerTonne = price.status === 'loaded' ? formatDollars(price.price) : null;

  return (
    <>
      <PageHeader eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead} />
      <section className={`container ${styles.plans}`} aria-labelledby={plansHeadingId}>
        <h2 id={plansHeadingId} className={styles.heading}>
          {COPY.plansHeading}
        </h2>
        {tonnes !== null && match ? (
          <SubscriptionEstimateNote tonnes={tonnes} match={match} />
        ) : null}
        <div className={styles.grid}>
          {SUBSCRIPTION_PLANS.map((plan, index) => {
            const matched = match?.plan === plan;
            return (
              <div key={plan.title} className={`${styles.slot} ${matched ? styles.matched : ''}`}>
                <PlanCard
                  plan={plan}
                  icon={ICONS[index % ICONS.length] ?? liteIcon}
                  monthlyPrice={monthlyPrice(price, plan)}
                  pricePerTonne={pricePerTonne}
                  priceLoading={price.status === 'loading'}
                  onSubscribe={() => setChosen(plan)}
                />
                {matched ? (
                  <p className={styles.matchTag}>{BUSINESS_COPY.subscriptionEstimate.match}</p>
                ) : null}
              </div>
            );
          })}
        </div>
        <p className={styles.note}>
          {COPY.portfolioNote}{' '}
          <Link to={SITE_ROUTES.subscriptionProduct}>{COPY.portfolioLink}</Link>
        </p>
      </section>
      <HowItWorks />
      {chosen ? (
        <SubscribeModal
          plan={chosen}
          monthlyPrice={monthlyPrice(price, chosen)}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </>
  );
}
