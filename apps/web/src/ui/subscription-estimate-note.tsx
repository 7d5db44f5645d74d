import { SITE_ROUTES } from '@netzero/content';
import type { PlanForEstimate } from '@netzero/core';
import { Link } from 'react-router-dom';
import { BUSINESS_COPY } from '../content/business.copy';
import { fillCopy } from '../content/fill-copy';
import styles from './subscription-estimate-note.module.css';

const COPY = BUSINESS_COPY.subscriptionEstimate;

/** On /Subscription: the estimate carried from /Business and the plan that covers it (or the one-time rest above Max). */
export function SubscriptionEstimateNote({
  tonnes,
  match,
}: {
  tonnes: number;
  match: PlanForEstimate;
}) {
  const { plan, coversEstimate } = match;
  if (coversEstimate) {
    return <p className={styles.note}>{fillCopy(COPY.covered, { tonnes, plan: plan.title })}</p>;
  }
  const rest = Math.ceil(tonnes - plan.quantity);
  return (
    <p className={styles.note}>
      {fillCopy(COPY.partial, { tonnes, plan: plan.title, quantity: plan.quantity, rest })}{' '}
      <Link to={`${SITE_ROUTES.oneTime}?quantity=${rest}`}>
        {fillCopy(COPY.restLink, { rest })}
      </Link>
    </p>
  );
}
