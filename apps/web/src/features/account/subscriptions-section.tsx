import { SITE_ROUTES } from '@netzero/content';
import {
  type AccountProfile,
  gatewayErrorMessage,
  type Subscription,
  type SubscriptionStatus,
} from '@netzero/core';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_COPY } from '../../content/account.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import { LoadingState } from '../../ui/loading-state';
import { usePort } from '../../ui/port-context';
import { StatusMessage } from '../../ui/status-message';
import { CancelSubscriptionModal } from './cancel-subscription-modal';
import { formatDate } from './format-date';
import { type ChipTone, StatusChip } from './status-chip';
import styles from './subscriptions-section.module.css';
import type { Subscriptions } from './use-subscriptions';

const COPY = ACCOUNT_COPY.subscriptions;

const TONES: Readonly<Record<SubscriptionStatus, ChipTone>> = {
  ACTIVE: 'success',
  PAST_DUE: 'warning',
  CANCELLED: 'neutral',
};

/** 'Renews on …', 'Payment due since …', 'Ends on …' or 'Ended on …'. */
function periodLine(subscription: Subscription, nowMs: number): string {
  const date = formatDate(subscription.currentPeriodEnd);
  if (subscription.status === 'ACTIVE') return fillCopy(COPY.renewsOn, { date });
  if (subscription.status === 'PAST_DUE') return fillCopy(COPY.overdueSince, { date });
  const ended = Date.parse(subscription.currentPeriodEnd) <= nowMs;
  return fillCopy(ended ? COPY.endedOn : COPY.endsOn, { date });
}

/**
 * The user's monthly subscriptions, each with Cancel (asked in a dialog) while it still bills, and
 * a note while the account's e-mail is unverified. The dashboard loads both (it shows its sections
 * together, once their data is in).
 */
export function SubscriptionsSection({
  subscriptions: { list, error, cancel },
  profile,
}: {
  subscriptions: Subscriptions;
  profile: AccountProfile | null | undefined;
}) {
  const clock = usePort('clock');
  const unverifiedId = useId();
  const [confirming, setConfirming] = useState<Subscription | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {COPY.heading}
      </h2>
      {profile && !profile.emailVerified ? (
        <div className={styles.unverified} role="note" aria-labelledby={unverifiedId}>
          <p id={unverifiedId} className={styles.unverifiedTitle}>
            {COPY.unverifiedTitle}
          </p>
          <p className={styles.unverifiedBody}>
            {fillCopy(COPY.unverifiedBody, { email: profile.email })}
          </p>
        </div>
      ) : null}
      <StatusMessage tone="success">{notice}</StatusMessage>
      <StatusMessage tone="error">
        {error ? gatewayErrorMessage(error, COPY.loadFailed) : null}
      </StatusMessage>
      {list === null ? (
        error ? null : (
          <LoadingState text={COPY.loading} />
        )
      ) : list.length === 0 ? (
        <p className={styles.empty}>
          {COPY.empty} <Link to={SITE_ROUTES.subscription}>{COPY.browse}</Link>
        </p>
      ) : (
        <ul className={styles.list}>
          {list.map((subscription) => {
            const tonnes = fillCopy(COPY.tonnesPerMonth, { quantity: subscription.quantity });
            return (
              <li key={subscription.id} className={styles.card}>
                <div className={styles.top}>
                  <h3 className={styles.name}>{subscription.productName}</h3>
                  <StatusChip
                    tone={TONES[subscription.status] ?? 'neutral'}
                    label={COPY.statuses[subscription.status] ?? subscription.status}
                  />
                </div>
                <p className={styles.tonnes}>{tonnes}</p>
                <p className={styles.meta}>{periodLine(subscription, clock.nowMs())}</p>
                <p className={styles.meta}>
                  {fillCopy(COPY.receiptTo, {
                    name: subscription.receiptName,
                    email: subscription.email,
                  })}
                </p>
                {subscription.status === 'CANCELLED' ? null : (
                  <Button
                    variant="secondary"
                    className={styles.cancel}
                    aria-label={fillCopy(COPY.cancelLabel, {
                      plan: subscription.productName,
                      tonnes,
                    })}
                    onClick={() => {
                      setNotice(null);
                      setConfirming(subscription);
                    }}
                  >
                    {COPY.cancel}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {confirming ? (
        <CancelSubscriptionModal
          subscription={confirming}
          onCancel={() => cancel(confirming.id)}
          onClose={(cancelled) => {
            setConfirming(null);
            if (cancelled) setNotice(COPY.cancelled);
          }}
        />
      ) : null}
    </section>
  );
}
