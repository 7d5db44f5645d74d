import { SITE_ROUTES } from '@netzero/content';
import {
  formatEmission,
  formatMoney,
  moneyFromMajor,
  multiplyMoney,
  ONE_TIME_PRICE_USD_PER_TONNE,
  planForEstimate,
  SITE_CURRENCY,
  suggestedQuantityTonnes,
} from '@netzero/core';
import { useId } from 'react';
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button, ButtonLink } from '../../ui/button';
import { Modal } from '../../ui/modal';
import styles from './choose-plan-modal.module.css';

const COPY = BUSINESS_COPY.planModal;

/** Where each offer goes, carrying the estimate as whole tonnes. */
export function planLinks(totalTonnes: number) {
  const quantity = suggestedQuantityTonnes(totalTonnes);
  return {
    quantity,
    oneTime: `${SITE_ROUTES.oneTime}?quantity=${quantity}`,
    subscription: `${SITE_ROUTES.subscription}?tonnes=${quantity}`,
  };
}

/** The 'Choose A Plan' popup: the estimate, then One-time Purchase or Subscription with the tonnes carried. */
export function ChoosePlanModal({ total, onClose }: { total: number; onClose: () => void }) {
  const oneTimeId = useId();
  const subscriptionId = useId();
  const links = planLinks(total);
  const { quantity } = links;
  const price = moneyFromMajor(ONE_TIME_PRICE_USD_PER_TONNE, SITE_CURRENCY);
  const match = planForEstimate(quantity);
  const planText = match
    ? fillCopy(match.coversEstimate ? COPY.subscriptionBody : COPY.subscriptionBodyPartial, {
        plan: match.plan.title,
        planQuantity: match.plan.quantity,
      })
    : null;
  return (
    <Modal title={COPY.title} onClose={onClose}>
      <p className={styles.estimate}>
        {fillCopy(COPY.estimate, { amount: formatEmission(total) })}
      </p>
      <p className={styles.quantity}>{fillCopy(COPY.quantity, { quantity })}</p>
      <div className={styles.options}>
        <section className={styles.option} aria-labelledby={oneTimeId}>
          <h3 id={oneTimeId} className={styles.optionTitle}>
            {COPY.oneTimeTitle}
          </h3>
          <p className={styles.optionBody}>
            {fillCopy(COPY.oneTimeBody, {
              quantity,
              price: formatMoney(price),
              total: formatMoney(multiplyMoney(price, quantity)),
            })}
          </p>
          <ButtonLink to={links.oneTime} block>
            {fillCopy(COPY.oneTimeAction, { quantity })}
          </ButtonLink>
        </section>
        <section className={styles.option} aria-labelledby={subscriptionId}>
          <h3 id={subscriptionId} className={styles.optionTitle}>
            {COPY.subscriptionTitle}
          </h3>
          {planText ? <p className={styles.optionBody}>{planText}</p> : null}
          <ButtonLink to={links.subscription} variant="secondary" block>
            {COPY.subscriptionAction}
          </ButtonLink>
        </section>
      </div>
      <Button variant="ghost" block onClick={onClose}>
        {COPY.close}
      </Button>
    </Modal>
  );
}
