import type { GatewayResult, OperatorSession } from '@netzero/core';
import { type FormEvent, useId, useState } from 'react';
import { OPS_SIGN_IN_COPY } from '../../../content/ops-sign-in.copy';
import { Button } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';
import { TextField } from '../../../ui/text-field';
import { useOpsAction } from '../use-ops-action';
import styles from './sign-in.module.css';

const COPY = OPS_SIGN_IN_COPY.code;
const SIX_DIGITS = /^\d{6}$/;

/**
 * The second factor's code: 6 digits from the authenticator app or, when `allowRecovery`, one of
 * the saved recovery codes instead. A wrong code keeps the form, with the server's message.
 */
export function CodeForm({
  submitLabel,
  allowRecovery,
  send,
  onSession,
  onRestart,
}: {
  submitLabel: string;
  allowRecovery: boolean;
  send: (code: string) => GatewayResult<OperatorSession>;
  onSession: (session: OperatorSession) => void;
  onRestart: () => void;
}) {
  const action = useOpsAction();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const inputId = useId();

  function switchMode() {
    setRecovery((current) => !current);
    setCode('');
    setInvalid(null);
    action.reset();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const entered = recovery ? code.trim() : code.replace(/\s/g, '');
    const problem = recovery
      ? entered === ''
        ? COPY.recoveryRequired
        : null
      : SIX_DIGITS.test(entered)
        ? null
        : COPY.invalid;
    setInvalid(problem);
    if (problem) return document.getElementById(inputId)?.focus();
    const session = await action.run(() => send(entered));
    if (session) onSession(session);
    else setCode('');
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        key={recovery ? 'recovery' : 'totp'}
        id={inputId}
        label={recovery ? COPY.recoveryLabel : COPY.label}
        helper={recovery ? COPY.recoveryHelper : COPY.helper}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={invalid ?? action.fieldErrors.code}
        {...(recovery
          ? { autoComplete: 'off', spellCheck: false, autoCapitalize: 'none' }
          : {
              autoComplete: 'one-time-code',
              inputMode: 'numeric' as const,
              pattern: '[0-9]*',
              maxLength: 6,
            })}
      />
      <StatusMessage tone="error">{action.message}</StatusMessage>
      <div className={styles.actions}>
        <Button type="submit" block disabled={action.pending}>
          {action.pending ? OPS_SIGN_IN_COPY.checking : submitLabel}
        </Button>
        {allowRecovery ? (
          <Button variant="ghost" onClick={switchMode}>
            {recovery ? COPY.useApp : COPY.useRecovery}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onRestart}>
          {OPS_SIGN_IN_COPY.startAgain}
        </Button>
      </div>
    </form>
  );
}
