import { type OperatorChallenge, PASSWORD_MIN_LENGTH } from '@netzero/core';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fillCopy } from '../../../content/fill-copy';
import { OPS_SIGN_IN_COPY } from '../../../content/ops-sign-in.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { TextField } from '../../../ui/text-field';
import { useOpsSession } from '../ops-session';
import { useOpsAction } from '../use-ops-action';
import { SecondFactorSteps } from './second-factor-steps';
import styles from './sign-in.module.css';
import { SignInLayout } from './sign-in-layout';

const COPY = OPS_SIGN_IN_COPY.invitation;

/**
 * /ops/invitation?token=…, the e-mailed invitation: the new operator chooses a username and a
 * password, then enrols their authenticator app and enters the console.
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { signIn } = useOpsSession();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<OperatorChallenge | null>(null);
  if (challenge)
    return (
      <SecondFactorSteps
        challenge={challenge}
        onSignedIn={(session) => {
          signIn(session);
          navigate('/ops', { replace: true });
        }}
        onRestart={() => navigate('/ops', { replace: true })}
      />
    );
  return (
    <SignInLayout title={COPY.title} lead={COPY.lead}>
      {token === '' ? (
        <StatusMessage tone="error">{COPY.missingToken}</StatusMessage>
      ) : (
        <InvitationForm token={token} onChallenge={setChallenge} />
      )}
    </SignInLayout>
  );
}

function InvitationForm({
  token,
  onChallenge,
}: {
  token: string;
  onChallenge: (challenge: OperatorChallenge) => void;
}) {
  const auth = useOpsPort('opsAuthGateway');
  const action = useOpsAction();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});
  const usernameId = useId();
  const passwordId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      ...(username.trim() === '' ? { username: COPY.usernameRequired } : {}),
      ...(password === '' ? { password: COPY.passwordRequired } : {}),
    };
    setMissing(errors);
    const invalid = errors.username ? usernameId : errors.password ? passwordId : null;
    if (invalid) return document.getElementById(invalid)?.focus();
    const next = await action.run(() =>
      auth.acceptInvitation({ token, username: username.trim(), password }),
    );
    if (next) onChallenge(next);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        id={usernameId}
        label={COPY.username}
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={missing.username ?? action.fieldErrors.username}
      />
      <TextField
        id={passwordId}
        label={COPY.password}
        type="password"
        autoComplete="new-password"
        helper={fillCopy(COPY.passwordHelper, { min: PASSWORD_MIN_LENGTH })}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing.password ?? action.fieldErrors.password}
      />
      <StatusMessage tone="error">{action.message}</StatusMessage>
      <Button type="submit" block disabled={action.pending}>
        {action.pending ? OPS_SIGN_IN_COPY.checking : COPY.submit}
      </Button>
    </form>
  );
}
