import { type GatewayResult, gatewayErrorMessage } from '@netzero/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { StatusMessage } from '../../../ui/status-message';
import styles from './ops-section.module.css';

/**
 * Asks before an action that changes something for a customer; runs it, shows the server's
 * message when it fails, and closes with `onDone` when it succeeded.
 */
export function ConfirmModal<T>({
  title,
  body,
  confirmLabel,
  run,
  onDone,
  onClose,
  children,
  canConfirm = true,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  run: () => GatewayResult<T>;
  onDone: (value: T) => void;
  onClose: () => void;
  /** Fields the action needs (a reason). */
  children?: ReactNode;
  canConfirm?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const result = await run();
    setBusy(false);
    if (result.ok) onDone(result.value);
    else setError(gatewayErrorMessage(result.error, OPS_SHARED_COPY.actionFailed));
  }
  return (
    <Modal title={title} onClose={onClose} closeDisabled={busy}>
      <form onSubmit={confirm} className={styles.stack}>
        <p>{body}</p>
        {children}
        <StatusMessage tone="error">{error}</StatusMessage>
        <div className={styles.toolbar}>
          <Button type="submit" disabled={busy || !canConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {OPS_SHARED_COPY.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
