import { SITE_ROUTES } from '@netzero/content';
import {
  completePendingItemAfterLogin,
  formatMessage,
  LOGIN_REDIRECT_DELAY_MS,
  type LoginField,
  loginOutcome,
  mergeLocalCartAfterLogin,
  validateLogin,
} from '@netzero/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_COPY } from '../../content/auth.copy';
import { Button } from '../../ui/button';
import { useCartDeps, usePort } from '../../ui/port-context';
import { useSession } from '../../ui/session-context';
import { wantsCheckoutAfterLogin } from '../../ui/session-return';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import formStyles from './auth-form.module.css';
import { PasswordField } from './password-field';
import { useAuthForm } from './use-auth-form';
import { useDelayedAction } from './use-delayed-action';

const EMPTY: Readonly<Record<LoginField, string>> = { username: '', password: '' };
const ORDER: readonly LoginField[] = ['username', 'password'];

/**
 * The login form (spec §2, §8). On success it stores the token as received and the user id, merges
 * the lines kept on this device into the account's cart, adds the item that was waiting for login,
 * and goes on after LOGIN_REDIRECT_DELAY_MS: to /Checkout when the login started there, to
 * /AddToCard when an item was waiting, else to /Carbon.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const authGateway = usePort('authGateway');
  const sessionStore = usePort('sessionStore');
  const cartDeps = useCartDeps();
  const session = useSession();
  const navigate = useNavigate();
  const toCheckout = wantsCheckoutAfterLogin(useLocation().state);
  const delayed = useDelayedAction();
  const form = useAuthForm(EMPTY, ORDER);
  const [sending, setSending] = useState(false);
  const [loggedIn, setLoggedIn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [cartError, setCartError] = useState<string | null>(null);
  const copy = AUTH_COPY.login;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || loggedIn) return;
    setError(null);
    if (!form.check(validateLogin(form.values))) return;

    setSending(true);
    const reply = await authGateway.login({
      username: form.values.username.trim(),
      password: form.values.password,
    });
    const outcome = loginOutcome(reply);
    setSending(false);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }

    // A user id left by an earlier session must not outlive it, even if this reply names none.
    sessionStore.clear();
    sessionStore.setToken(outcome.value.token);
    if (outcome.value.userId !== null) sessionStore.setUserId(outcome.value.userId);
    onLoggedIn();
    setLoggedIn(true);
    setSuccess(formatMessage('LOGIN.SUCCESS'));
    session.refresh();

    // The cart is merged and the pending item pushed while the delay runs; the redirect waits.
    const destination = (async () => {
      const merged = await mergeLocalCartAfterLogin(cartDeps);
      if (!merged.ok) {
        // The spec's sync message is for the log; the buyer sees the add-to-cart one.
        console.error(formatMessage(merged.error.code), merged.error.cause);
        setCartError(formatMessage('CART.ADD_FAILED'));
      }
      const pending = await completePendingItemAfterLogin(cartDeps);
      if (pending.added && !pending.added.ok) setCartError(formatMessage('CART.ADD_FAILED'));
      session.refresh();
      if (toCheckout && merged.ok) return SITE_ROUTES.checkout;
      return pending.added === null && merged.ok ? SITE_ROUTES.carbon : SITE_ROUTES.cart;
    })();
    delayed.after(LOGIN_REDIRECT_DELAY_MS, () => {
      void destination.then((next) => {
        if (delayed.isMounted()) navigate(next);
      });
    });
  }

  return (
    <form ref={form.formRef} className={formStyles.form} onSubmit={submit} noValidate>
      <TextField
        label={copy.usernameLabel}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        {...form.bind('username')}
      />
      <PasswordField
        label={copy.passwordLabel}
        autoComplete="current-password"
        {...form.bind('password')}
      />
      <Link className={formStyles.inlineLink} to={SITE_ROUTES.resetPassword}>
        {copy.forgotPassword}
      </Link>
      <StatusMessage tone="error">{error}</StatusMessage>
      <StatusMessage tone="error">{cartError}</StatusMessage>
      <StatusMessage tone="success">{success}</StatusMessage>
      <Button type="submit" block disabled={sending || loggedIn}>
        {sending ? copy.sending : copy.submit}
      </Button>
      <p className={formStyles.closing}>
        {copy.noAccount} <Link to={SITE_ROUTES.signup}>{copy.signup}</Link>
      </p>
    </form>
  );
}
