import { type GatewayError, gatewayErrorMessage, type Subscription } from '@netzero/core';
import { useState } from 'react';
import { ACCOUNT_COPY } from '../../content/account.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { StatusMessage } from '../../ui/status-message';
import styles from './cancel-subscription-modal.module.css';

const COPY = ACCOUNT_COPY.subscriptions;

/** Asks before cancelling a subscription; a failure (the server's message) is shown here. */
export function CancelSubscriptionModal({
  subscription,
  onCancel,
  onClose,
}: {
  subscription: Subscription;
  /** Cancels it; resolves with the error, or null once cancelled. */
  onCancel: () => Promise<GatewayError | null>;
  onClose: (cancelled: boolean) => void;
}) {
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tonnes = fillCopy(COPY.tonnesPerMonth, { quantity: subscription.quantity });

  async function confirm() {
    setWorking(true);
    setFailure(null);
    const error = await onCancel();
    if (error === null) {
      onClose(true);
      return;
    }
    setWorking(false);
    setFailure(gatewayErrorMessage(error, COPY.cancelFailed));
  }

  return (
    <Modal title={COPY.confirmTitle} onClose={() => onClose(false)} closeDisabled={working}>
      <p className={styles.body}>
        {fillCopy(COPY.confirmBody, { tonnes, plan: subscription.productName })}
      </p>
      <StatusMessage tone="error">{failure}</StatusMessage>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onClose(false)} disabled={working}>
          {COPY.keep}
        </Button>
        <Button
          className={styles.danger}
          onClick={() => void confirm()}
          disabled={working}
          aria-busy={working || undefined}
        >
          {COPY.confirm}
        </Button>
      </div>
    </Modal>
  );
}
