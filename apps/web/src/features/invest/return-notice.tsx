import { MESSAGES } from '@netzero/core';
import { fillCopy } from '../../content/fill-copy';
import { INVEST_COPY } from '../../content/invest.copy';
import { LoadingState } from '../../ui/loading-state';
import { StatusMessage } from '../../ui/status-message';
import styles from './return-notice.module.css';
import type { ReturnOutcome } from './use-investment-return';

const COPY = INVEST_COPY.form;

/** What the return from the payment page came to: verifying, paid, not paid, or cancelled. */
export function ReturnNotice({ outcome }: { outcome: ReturnOutcome }) {
  // The live region is always there, so that the outcome is announced when it arrives.
  const tone =
    outcome.kind === 'paid'
      ? 'success'
      : ['none', 'verifying', 'cancelled'].includes(outcome.kind)
        ? 'info'
        : 'error';
  return (
    <>
      {outcome.kind === 'verifying' ? <LoadingState text={MESSAGES['PAYMENT.VERIFYING']} /> : null}
      <StatusMessage tone={tone} className={styles.notice}>
        {outcome.kind === 'none' || outcome.kind === 'verifying' ? null : (
          <span>
            {outcome.kind === 'paid' ? (
              <>
                {COPY.paid}
                {outcome.investmentId ? (
                  <span className={styles.reference}>
                    {fillCopy(COPY.paidReference, { id: outcome.investmentId })}
                  </span>
                ) : null}
              </>
            ) : null}
            {outcome.kind === 'cancelled' ? COPY.cancelled : null}
            {outcome.kind === 'notPaid'
              ? `${MESSAGES['PAYMENT.NOT_COMPLETED']} ${COPY.notPaidHelp}`
              : null}
            {outcome.kind === 'error' ? MESSAGES['PAYMENT.VERIFY_ERROR'] : null}
            {outcome.kind === 'missing' ? MESSAGES['PAYMENT.MISSING_SESSION'] : null}
          </span>
        )}
      </StatusMessage>
    </>
  );
}
