import { SITE_ROUTES } from '@netzero/content';
import {
  formatMessage,
  SIGNUP_REDIRECT_DELAY_MS,
  type SignupField,
  signupFailureMessage,
  validateSignup,
} from '@netzero/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_COPY } from '../../content/auth.copy';
import { Button, ButtonLink } from '../../ui/button';
import { usePort } from '../../ui/port-context';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import formStyles from './auth-form.module.css';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-field';
import { useAuthForm } from './use-auth-form';
import { useDelayedAction } from './use-delayed-action';

const EMPTY: Readonly<Record<SignupField, string>> = { username: '', email: '', password: '' };
const ORDER: readonly SignupField[] = ['username', 'email', 'password'];

/**
 * /Signup (spec §2, §4, §8). Success does not log the user in: it says so and goes to /Login after
 * SIGNUP_REDIRECT_DELAY_MS. Field errors the server sends back are shown under their fields.
 */
export function SignupPage() {
  const authGateway = usePort('authGateway');
  const navigate = useNavigate();
  const delayed = useDelayedAction();
  const form = useAuthForm(EMPTY, ORDER);
  const [sending, setSending] = useState(false);
  const [signedUp, setSignedUp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const copy = AUTH_COPY.signup;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || signedUp) return;
    setError(null);
    if (!form.check(validateSignup(form.values))) return;

    setSending(true);
    const reply = await authGateway.signup({
      username: form.values.username.trim(),
      email: form.values.email.trim(),
      password: form.values.password,
    });
    setSending(false);
    if (!reply.ok) {
      setError(signupFailureMessage(reply.error));
      if (reply.error.kind === 'http') form.showServerErrors(reply.error.errors);
      return;
    }
    setSignedUp(true);
    delayed.after(SIGNUP_REDIRECT_DELAY_MS, () => navigate(SITE_ROUTES.login));
  }

  function resetDetails() {
    form.reset();
    setError(null);
    form.focusField('username');
  }

  return (
    <AuthLayout eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <form ref={form.formRef} className={formStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={copy.usernameLabel}
          helper={copy.usernameHelper}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          {...form.bind('username')}
        />
        <TextField
          label={copy.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.bind('email')}
        />
        <PasswordField
          label={copy.passwordLabel}
          helper={copy.passwordHelper}
          autoComplete="new-password"
          {...form.bind('password')}
        />
        <StatusMessage tone="error">{error}</StatusMessage>
        <StatusMessage tone="success">
          {signedUp ? formatMessage('SIGNUP.SUCCESS') : null}
        </StatusMessage>
        <div className={formStyles.actions}>
          <Button type="submit" disabled={sending || signedUp}>
            {sending ? copy.sending : copy.submit}
          </Button>
          <ButtonLink to={SITE_ROUTES.login} variant="secondary">
            {copy.back}
          </ButtonLink>
          <Button variant="ghost" onClick={resetDetails} disabled={sending || signedUp}>
            {copy.resetDetails}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
