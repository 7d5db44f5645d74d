import type { OperatorChallenge } from '@netzero/core';
import { useState } from 'react';
import { OPS_SIGN_IN_COPY } from '../../../content/ops-sign-in.copy';
import { StatusMessage } from '../../../ui/status-message';
import { useOpsSession } from '../ops-session';
import { PasswordForm } from './password-form';
import { SecondFactorSteps } from './second-factor-steps';
import { SignInLayout } from './sign-in-layout';

const COPY = OPS_SIGN_IN_COPY;

/**
 * Sign-in to the console, shown in place of the page asked for: the password, then the second
 * factor. `expired` says why an operator who was signed in sees it again.
 */
export function SignInPage({ expired }: { expired: boolean }) {
  const { signIn } = useOpsSession();
  const [challenge, setChallenge] = useState<OperatorChallenge | null>(null);
  if (challenge)
    return (
      <SecondFactorSteps
        challenge={challenge}
        onSignedIn={signIn}
        onRestart={() => setChallenge(null)}
      />
    );
  return (
    <SignInLayout title={COPY.title} lead={COPY.lead}>
      {expired ? <StatusMessage tone="info">{COPY.expired}</StatusMessage> : null}
      <PasswordForm onChallenge={setChallenge} />
    </SignInLayout>
  );
}
