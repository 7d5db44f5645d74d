import { type GatewayResult, gatewayErrorMessage } from '@netzero/core';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { StatusMessage } from '../../ui/status-message';
import styles from './confirm-modal.module.css';

/**
 * Asks before something that cannot be undone (revoke a key, disable an endpoint); a failure is
 * shown in the dialog, which stays open so the user can try again or keep things as they are.
 */
export function ConfirmModal({
  title,
  body,
  keepLabel,
  confirmLabel,
  failureFallback,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  keepLabel: string;
  confirmLabel: string;
  failureFallback: string;
  onConfirm: () => GatewayResult<unknown>;
  onClose: (confirmed: boolean) => void;
}) {
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setWorking(true);
    setFailure(null);
    const reply = await onConfirm();
    if (reply.ok) return onClose(true);
    setWorking(false);
    setFailure(gatewayErrorMessage(reply.error, failureFallback));
  }

  return (
    <Modal title={title} onClose={() => onClose(false)} closeDisabled={working}>
      <p className={styles.body}>{body}</p>
      <StatusMessage tone="error">{failure}</StatusMessage>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onClose(false)} disabled={working}>
          {keepLabel}
        </Button>
        <Button
          className={styles.danger}
          onClick={() => void confirm()}
          disabled={working}
          aria-busy={working || undefined}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
