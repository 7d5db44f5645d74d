import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUTH_COPY } from '../../content/auth.copy';
import { AuthLayout } from './auth-layout';
import { ResetCompletionForm } from './reset-completion-form';
import { ResetRequestForm } from './reset-request-form';

/**
 * /ResetPassword in its two modes (DESIGN §5 'Password reset'): without a token, the request form
 * (e-mail and new password) that has a link e-mailed; with ?token=… (that link), the form that
 * applies the reset once the new password is typed again.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [sent, setSent] = useState(false);
  const copy = AUTH_COPY.reset;

  if (token !== '') {
    return (
      <AuthLayout eyebrow={copy.eyebrow} title={copy.completeTitle} lead={copy.completeLead}>
        <ResetCompletionForm token={token} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      eyebrow={copy.eyebrow}
      title={sent ? copy.sentTitle : copy.title}
      lead={sent ? undefined : copy.lead}
    >
      <ResetRequestForm onSentChange={setSent} />
    </AuthLayout>
  );
}
