import { SITE_ROUTES } from '@netzero/content';
import {
  formatCount,
  moneyFromMajor,
  ONE_TIME_PRICE_USD_PER_TONNE,
  orderOfferFor,
  type PlanForEstimate,
  SITE_CURRENCY,
} from '@netzero/core';
import { Link } from 'react-router-dom';
import { BUSINESS_COPY } from '../content/business.copy';
import { fillCopy } from '../content/fill-copy';
import styles from './subscription-estimate-note.module.css';

const COPY = BUSINESS_COPY.subscriptionEstimate;
const ONE_TIME_PRICE = moneyFromMajor(ONE_TIME_PRICE_USD_PER_TONNE, SITE_CURRENCY);

/**
 * On /Subscription: the estimate carried from /Business and the plan that covers it, or the
 * one-time rest above Max (its link buys at most what one order may hold).
 */
export function SubscriptionEstimateNote({
  tonnes,
  match,
}: {
  tonnes: number;
  match: PlanForEstimate;
}) {
  const { plan, coversEstimate } = match;
  if (coversEstimate) {
    return (
      <p className={styles.note}>
        {fillCopy(COPY.covered, { tonnes: formatCount(tonnes), plan: plan.title })}
      </p>
    );
  }
  const rest = Math.ceil(tonnes - plan.quantity);
  const { quantity: buyable } = orderOfferFor(rest, ONE_TIME_PRICE.amountMinor);
  return (
    <p className={styles.note}>
      {fillCopy(COPY.partial, {
        tonnes: formatCount(tonnes),
        plan: plan.title,
        quantity: formatCount(plan.quantity),
        rest: formatCount(rest),
      })}{' '}
      <Link to={`${SITE_ROUTES.oneTime}?quantity=${buyable}`}>
        {fillCopy(COPY.restLink, { rest: formatCount(buyable) })}
      </Link>
    </p>
  );
}
