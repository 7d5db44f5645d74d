import type { OperatorChallenge, OperatorSession } from '@netzero/core';
import { useState } from 'react';
import { OPS_SIGN_IN_COPY } from '../../../content/ops-sign-in.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { CodeForm } from './code-form';
import { EnrolmentStep } from './enrolment-step';
import { RecoveryCodesStep } from './recovery-codes-step';
import { SignInLayout } from './sign-in-layout';

const COPY = OPS_SIGN_IN_COPY;

/**
 * What follows the password (or an accepted invitation): a code, or enrolment and then the
 * recovery codes; `onSignedIn` gets the session once the operator may enter the console.
 */
export function SecondFactorSteps({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: OperatorChallenge;
  onSignedIn: (session: OperatorSession) => void;
  onRestart: () => void;
}) {
  const auth = useOpsPort('opsAuthGateway');
  const [unsaved, setUnsaved] = useState<OperatorSession | null>(null);
  const { ticket } = challenge;

  // Codes come only with a confirmed enrolment; the console opens once they are saved.
  const withCodes = (session: OperatorSession) =>
    session.recoveryCodes?.length ? setUnsaved(session) : onSignedIn(session);

  if (unsaved)
    return (
      <SignInLayout title={COPY.recovery.title} lead={COPY.recovery.lead}>
        <RecoveryCodesStep codes={unsaved.recoveryCodes ?? []} onDone={() => onSignedIn(unsaved)} />
      </SignInLayout>
    );
  if (challenge.next === 'enrol')
    return (
      <SignInLayout title={COPY.enrol.title} lead={COPY.enrol.lead}>
        <EnrolmentStep ticket={ticket} onSession={withCodes} onRestart={onRestart} />
      </SignInLayout>
    );
  return (
    <SignInLayout title={COPY.code.title} lead={COPY.code.lead}>
      <CodeForm
        submitLabel={COPY.code.submit}
        allowRecovery
        send={(code) => auth.verifyCode({ ticket, code })}
        onSession={withCodes}
        onRestart={onRestart}
      />
    </SignInLayout>
  );
}
