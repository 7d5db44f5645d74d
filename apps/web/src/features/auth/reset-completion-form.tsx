import { SITE_ROUTES } from '@netzero/content';
import {
  formatMessage,
  isBlank,
  RESET_REDIRECT_DELAY_MS,
  resetFailureMessage,
} from '@netzero/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_COPY } from '../../content/auth.copy';
import { Button } from '../../ui/button';
import { usePort } from '../../ui/port-context';
import { StatusMessage } from '../../ui/status-message';
import formStyles from './auth-form.module.css';
import { PasswordField } from './password-field';
import styles from './reset-completion-form.module.css';
import { useAuthForm } from './use-auth-form';
import { useDelayedAction } from './use-delayed-action';

type CompletionField = 'newPassword';
const EMPTY: Readonly<Record<CompletionField, string>> = { newPassword: '' };
const ORDER: readonly CompletionField[] = ['newPassword'];

/**
 * Applies a requested reset from the e-mailed link: the new password typed again, sent with the
 * link's token. Success goes to /Login after RESET_REDIRECT_DELAY_MS; a rejected link offers a new one.
 */
export function ResetCompletionForm({ token }: { token: string }) {
  const authGateway = usePort('authGateway');
  const navigate = useNavigate();
  const delayed = useDelayedAction();
  const form = useAuthForm(EMPTY, ORDER);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<{ text: string; offerNewLink: boolean } | null>(null);
  const copy = AUTH_COPY.reset;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || done) return;
    setError(null);
    const { newPassword } = form.values;
    if (!form.check(isBlank(newPassword) ? { newPassword: 'RESET.PASSWORD_REQUIRED' } : {})) return;

    setSending(true);
    const reply = await authGateway.completePasswordReset({ token, newPassword });
    setSending(false);
    if (!reply.ok) {
      // Only a reply that rejected the link (expired, used, mismatch) calls for a new one.
      const rejected = reply.error.kind === 'http';
      setError({ text: resetFailureMessage(reply.error), offerNewLink: rejected });
      if (reply.error.kind === 'http') form.showServerErrors(reply.error.errors);
      return;
    }
    setDone(true);
    delayed.after(RESET_REDIRECT_DELAY_MS, () => navigate(SITE_ROUTES.login));
  }

  return (
    <form ref={form.formRef} className={formStyles.form} onSubmit={submit} noValidate>
      <PasswordField
        label={copy.completeLabel}
        helper={copy.completeHelper}
        autoComplete="new-password"
        {...form.bind('newPassword')}
      />
      <StatusMessage tone="error">
        {error ? (
          <span>
            {error.text}
            {error.offerNewLink ? (
              <Link className={styles.newLink} to={SITE_ROUTES.resetPassword}>
                {copy.requestNewLink}
              </Link>
            ) : null}
          </span>
        ) : null}
      </StatusMessage>
      <StatusMessage tone="success">{done ? formatMessage('RESET.SUCCESS') : null}</StatusMessage>
      <Button type="submit" block disabled={sending || done}>
        {sending ? copy.completeSending : copy.completeSubmit}
      </Button>
    </form>
  );
}
