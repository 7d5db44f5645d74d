import type { OperatorChallenge } from '@netzero/core';
import { type FormEvent, useId, useState } from 'react';
import { OPS_SIGN_IN_COPY } from '../../../content/ops-sign-in.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { TextField } from '../../../ui/text-field';
import { useOpsAction } from '../use-ops-action';
import styles from './sign-in.module.css';

const COPY = OPS_SIGN_IN_COPY;

/** Step 1 of sign-in: e-mail and password, which give the ticket for the second factor. */
export function PasswordForm({ onChallenge }: { onChallenge: (next: OperatorChallenge) => void }) {
  const auth = useOpsPort('opsAuthGateway');
  const action = useOpsAction();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const emailId = useId();
  const passwordId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      ...(email.trim() === '' ? { email: COPY.emailRequired } : {}),
      ...(password === '' ? { password: COPY.passwordRequired } : {}),
    };
    setMissing(errors);
    const invalid = errors.email ? emailId : errors.password ? passwordId : null;
    if (invalid) return document.getElementById(invalid)?.focus();
    const challenge = await action.run(() => auth.logIn({ email: email.trim(), password }));
    if (challenge) onChallenge(challenge);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        id={emailId}
        label={COPY.email}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={missing.email ?? action.fieldErrors.email}
      />
      <TextField
        id={passwordId}
        label={COPY.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing.password ?? action.fieldErrors.password}
      />
      <StatusMessage tone="error">{action.message}</StatusMessage>
      <div className={styles.actions}>
        <Button type="submit" block disabled={action.pending}>
          {action.pending ? COPY.checking : COPY.continue}
        </Button>
      </div>
    </form>
  );
}
