import { SITE_ROUTES } from '@netzero/content';
import {
  formatCount,
  formatEmission,
  formatMoney,
  formatWholeTonnes,
  keepWithUnit,
  moneyFromMajor,
  multiplyMoney,
  ONE_TIME_PRICE_USD_PER_TONNE,
  type OrderOffer,
  orderOfferFor,
  planForEstimate,
  SITE_CURRENCY,
} from '@netzero/core';
import { useId } from 'react';
import { BUSINESS_COPY } from '../../content/business.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button, ButtonLink } from '../../ui/button';
import { Modal } from '../../ui/modal';
import styles from './choose-plan-modal.module.css';
import { volumeEnquiryLink } from './volume-enquiry-link';

const COPY = BUSINESS_COPY.planModal;
const PRICE = moneyFromMajor(ONE_TIME_PRICE_USD_PER_TONNE, SITE_CURRENCY);

/** The one-order offer for an estimate in tonnes at the one-time price (min(estimate, cap)). */
export function planOffer(totalTonnes: number): OrderOffer {
  return orderOfferFor(totalTonnes, PRICE.amountMinor);
}

/** Where each offer goes, carrying the tonnes one order can buy (never more than the shop takes). */
export function planLinks(totalTonnes: number) {
  const { quantity } = planOffer(totalTonnes);
  return {
    quantity,
    oneTime: `${SITE_ROUTES.oneTime}?quantity=${quantity}`,
    subscription: `${SITE_ROUTES.subscription}?tonnes=${quantity}`,
  };
}

/**
 * The 'Choose A Plan' popup: the estimate, then One-time Purchase or Subscription with the tonnes
 * carried. An estimate above what one order may hold is offered up to that cap, with a note and a
 * 'Talk to us' link that opens the enquiry form filled in with the estimate (and the file's name).
 */
export function ChoosePlanModal({
  total,
  fileName,
  onClose,
}: {
  /** The estimate in tonnes CO2. */
  total: number;
  /** The uploaded file the estimate comes from, if any (named in the enquiry). */
  fileName?: string;
  onClose: () => void;
}) {
  const oneTimeId = useId();
  const subscriptionId = useId();
  const largerId = useId();
  const offer = planOffer(total);
  const links = planLinks(total);
  const tonnes = formatWholeTonnes(offer.quantity);
  const max = formatWholeTonnes(offer.maxTonnes);
  const match = planForEstimate(offer.quantity);
  const planText = match
    ? fillCopy(match.coversEstimate ? COPY.subscriptionBody : COPY.subscriptionBodyPartial, {
        plan: match.plan.title,
        planQuantity: formatWholeTonnes(match.plan.quantity),
      })
    : null;
  return (
    <Modal title={COPY.title} onClose={onClose}>
      <p className={styles.estimate}>
        {fillCopy(COPY.estimate, { amount: keepWithUnit(formatEmission(total)) })}
      </p>
      <p className={offer.capped ? styles.capped : styles.quantity}>
        {offer.capped
          ? fillCopy(COPY.capped, { estimate: formatWholeTonnes(offer.estimateTonnes), max })
          : fillCopy(COPY.quantity, { quantity: tonnes })}
      </p>
      <div className={styles.options}>
        <section className={styles.option} aria-labelledby={oneTimeId}>
          <h3 id={oneTimeId} className={styles.optionTitle}>
            {COPY.oneTimeTitle}
          </h3>
          <p className={styles.optionBody}>
            {fillCopy(COPY.oneTimeBody, {
              quantity: tonnes,
              price: formatMoney(PRICE),
              total: formatMoney(multiplyMoney(PRICE, offer.quantity)),
            })}
          </p>
          <ButtonLink to={links.oneTime} block className={styles.oneLine}>
            {fillCopy(COPY.oneTimeAction, { quantity: formatCount(offer.quantity) })}
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
        {offer.capped ? (
          <section className={styles.option} aria-labelledby={largerId}>
            <h3 id={largerId} className={styles.optionTitle}>
              {COPY.largerTitle}
            </h3>
            <p className={styles.optionBody}>{fillCopy(COPY.largerBody, { max })}</p>
            <ButtonLink to={volumeEnquiryLink({ offer, fileName })} variant="secondary" block>
              {COPY.largerAction}
            </ButtonLink>
          </section>
        ) : null}
      </div>
      <Button variant="ghost" block onClick={onClose}>
        {COPY.close}
      </Button>
    </Modal>
  );
}
