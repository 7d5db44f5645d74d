import { type GatewayResult, gatewayErrorMessage, type ServerNotice } from '@netzero/core';
import { type FormEvent, useRef, useState } from 'react';
import { ACCOUNT_COPY } from '../../content/account.copy';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import styles from './cancel-subscription-modal.module.css';

const COPY = ACCOUNT_COPY.security;

/**
 * Asks for the password before deleting the account, and says what is kept (orders, public
 * certificates) and that active subscriptions must be cancelled first. A wrong password is shown
 * on the field; any other failure (409 active subscription, 429) above the buttons.
 */
export function DeleteAccountModal({
  onDelete,
  onClose,
}: {
  onDelete: (password: string) => GatewayResult<ServerNotice>;
  onClose: (deleted: boolean) => void;
}) {
  const [password, setPassword] = useState('');
  const [working, setWorking] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  function invalid(message: string) {
    setFieldError(message);
    form.current?.querySelector('input')?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (password === '') return invalid(COPY.passwordRequired);
    setWorking(true);
    setFieldError(null);
    const reply = await onDelete(password);
    if (reply.ok) return onClose(true);
    setWorking(false);
    const error = reply.error;
    const onField = error.kind === 'http' ? error.errors?.password : undefined;
    if (onField) return invalid(onField);
    setFailure(gatewayErrorMessage(error, COPY.deleteFailed));
  }

  return (
    <Modal title={COPY.confirmTitle} onClose={() => onClose(false)} closeDisabled={working}>
      <p className={styles.body}>{COPY.confirmBody}</p>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={COPY.password}
          helper={COPY.passwordHelper}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={fieldError}
          readOnly={working}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldError(null);
          }}
        />
        <StatusMessage tone="error">{failure}</StatusMessage>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onClose(false)} disabled={working}>
            {COPY.keep}
          </Button>
          <Button
            type="submit"
            className={styles.danger}
            disabled={working}
            aria-busy={working || undefined}
          >
            {COPY.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
