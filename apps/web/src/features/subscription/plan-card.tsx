import type { SubscriptionPlan } from '@netzero/core';
import { decimalFormat } from '@netzero/core';
import { useId } from 'react';
import { fillCopy } from '../../content/fill-copy';
import { PURCHASE_COPY } from '../../content/purchase.copy';
import { Button } from '../../ui/button';
import styles from './plan-card.module.css';

// As toLocaleString('en-US') shows them, without starting ICU (decimalFormat).
const KILOGRAMS = decimalFormat();

const COPY = PURCHASE_COPY.subscription;
const KG_PER_TONNE = 1000;

/** One subscription plan: its tonnes, its price per month once loaded, and Subscribe Now. */
export function PlanCard({
  plan,
  icon,
  monthlyPrice,
  pricePerTonne,
  priceLoading,
  onSubscribe,
}: {
  plan: SubscriptionPlan;
  icon: string;
  /** The plan's price per month, formatted; null while loading or when it failed. */
  monthlyPrice: string | null;
  /** The price of one tonne, formatted; null when not loaded. */
  pricePerTonne: string | null;
  priceLoading: boolean;
  onSubscribe: () => void;
}) {
  const titleId = useId();
  const popular = plan.title === COPY.popularPlanTitle;
  return (
    <article
      className={`${styles.card} ${popular ? styles.popular : ''}`}
      aria-labelledby={titleId}
    >
      {popular ? <p className={styles.badge}>{COPY.popular}</p> : null}
      <img className={styles.icon} src={icon} alt={COPY.planIconAlt} width={56} height={56} />
      <h3 id={titleId} className={styles.title}>
        {plan.title}
      </h3>
      <p className={styles.amount}>{plan.amount}</p>
      <p className={styles.tonnes}>
        {fillCopy(COPY.planDelivers, {
          quantity: plan.quantity,
          kg: KILOGRAMS.format(plan.quantity * KG_PER_TONNE),
        })}
      </p>
      <div className={styles.price}>
        {monthlyPrice ? (
          <>
            <span className={styles.priceValue}>{monthlyPrice}</span>
            <span className={styles.perMonth}>{COPY.perMonth}</span>
            {pricePerTonne ? (
              <span className={styles.perTonne}>
                {fillCopy(COPY.pricePerTonne, { price: pricePerTonne })}
              </span>
            ) : null}
          </>
        ) : (
          <span className={styles.pricePending}>
            {priceLoading ? COPY.priceLoading : COPY.priceAtCheckout}
          </span>
        )}
      </div>
      <Button
        variant={popular ? 'primary' : 'secondary'}
        block
        onClick={onSubscribe}
        aria-describedby={titleId}
      >
        {plan.buttonText}
      </Button>
    </article>
  );
}
