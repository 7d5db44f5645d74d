import { SITE_ROUTES } from '@netzero/content';
import { formatMessage, type MessageCode } from '@netzero/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUTH_COPY } from '../../content/auth.copy';
import { ButtonLink } from '../../ui/button';
import { useSession } from '../../ui/session-context';
import { StatusMessage } from '../../ui/status-message';
import formStyles from './auth-form.module.css';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';

/** The notice of the e-mailed confirmation link, which lands on /Login?verified=1 (or 0). */
function verifiedNotice(
  verified: string | null,
): { tone: 'success' | 'error'; code: MessageCode } | null {
  if (verified === '1') return { tone: 'success', code: 'AUTH.EMAIL_VERIFIED' };
  if (verified === '0') return { tone: 'error', code: 'AUTH.VERIFY_LINK_INVALID' };
  return null;
}

/**
 * /Login (spec §2, §4, §8). A visitor who is already logged in sees a short 'You are logged in'
 * panel with links onwards instead of the form; the form itself stays up while its own successful
 * login counts down to the redirect.
 */
export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const [loggingIn, setLoggingIn] = useState(false);
  const copy = AUTH_COPY.login;
  const verified = verifiedNotice(params.get('verified'));
  // The confirmation link is often opened in the browser that is already logged in.
  const verifiedMessage =
    verified && !loggingIn ? (
      <StatusMessage tone={verified.tone}>{formatMessage(verified.code)}</StatusMessage>
    ) : null;

  if (session.loggedIn && !loggingIn) {
    return (
      <AuthLayout eyebrow={copy.eyebrow} title={copy.loggedInTitle} lead={copy.loggedInBody}>
        {verifiedMessage}
        <div className={formStyles.links}>
          <ButtonLink to={SITE_ROUTES.admin}>{copy.dashboard}</ButtonLink>
          <ButtonLink to={SITE_ROUTES.carbon} variant="secondary">
            {copy.projects}
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      {verifiedMessage}
      {session.notice && !loggingIn ? (
        <StatusMessage tone="info">{formatMessage(session.notice)}</StatusMessage>
      ) : null}
      <LoginForm onLoggedIn={() => setLoggingIn(true)} />
    </AuthLayout>
  );
}
