import { SITE_ROUTES } from '@netzero/content';
import {
  formatMessage,
  type ResetPasswordField,
  resetFailureMessage,
  validateResetPassword,
} from '@netzero/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_COPY } from '../../content/auth.copy';
import { Button, ButtonLink } from '../../ui/button';
import { usePort } from '../../ui/port-context';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import formStyles from './auth-form.module.css';
import { PasswordField } from './password-field';
import { useAuthForm } from './use-auth-form';

const EMPTY: Readonly<Record<ResetPasswordField, string>> = { email: '', newPassword: '' };
const ORDER: readonly ResetPasswordField[] = ['email', 'newPassword'];

/**
 * Asks for a password reset. Success shows the server's message (a link is on its way; nothing has
 * changed yet), never 'Password reset successfully', and offers the way back to login.
 */
export function ResetRequestForm({ onSentChange }: { onSentChange: (sent: boolean) => void }) {
  const authGateway = usePort('authGateway');
  const form = useAuthForm(EMPTY, ORDER);
  const [sending, setSending] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const copy = AUTH_COPY.reset;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setError(null);
    if (!form.check(validateResetPassword(form.values))) return;

    setSending(true);
    const reply = await authGateway.requestPasswordReset({
      email: form.values.email.trim(),
      newPassword: form.values.newPassword,
    });
    setSending(false);
    if (!reply.ok) {
      setError(resetFailureMessage(reply.error));
      if (reply.error.kind === 'http') form.showServerErrors(reply.error.errors);
      return;
    }
    // The new password waits on the server; the page keeps no copy of it.
    form.reset();
    setSentMessage(reply.value.message.trim() || formatMessage('AUTH.RESET_LINK_SENT'));
    onSentChange(true);
  }

  function startAgain() {
    setSentMessage(null);
    onSentChange(false);
  }

  return (
    <>
      <StatusMessage tone="success">{sentMessage}</StatusMessage>
      {sentMessage !== null ? (
        <div className={formStyles.links}>
          <ButtonLink to={SITE_ROUTES.login}>{copy.backToLogin}</ButtonLink>
          <Button variant="secondary" onClick={startAgain}>
            {copy.sendAgain}
          </Button>
        </div>
      ) : (
        <form ref={form.formRef} className={formStyles.form} onSubmit={submit} noValidate>
          <TextField
            label={copy.emailLabel}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.bind('email')}
          />
          <PasswordField
            label={copy.newPasswordLabel}
            helper={copy.newPasswordHelper}
            autoComplete="new-password"
            {...form.bind('newPassword')}
          />
          <StatusMessage tone="error">{error}</StatusMessage>
          <Button type="submit" block disabled={sending}>
            {sending ? copy.sending : copy.submit}
          </Button>
          <p className={formStyles.closing}>
            <Link to={SITE_ROUTES.login}>{copy.backToLogin}</Link>
          </p>
        </form>
      )}
    </>
  );
}
