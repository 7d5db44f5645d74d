import { isValidEmail } from '@netzero/core';
import { type FormEvent, useId, useState } from 'react';
import { OPS_CONSOLE_COPY } from '../../../content/ops-console.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { TextField } from '../../../ui/text-field';
import { useOpsAction } from '../use-ops-action';
import styles from './operators.module.css';

const COPY = OPS_CONSOLE_COPY.operators;

/** Invites a new operator by e-mail; the server's notice says it was sent. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const operators = useOpsPort('opsOperatorsGateway');
  const action = useOpsAction();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const emailId = useId();
  const headingId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    const address = email.trim();
    const problem = isValidEmail(address) ? null : COPY.invalidEmail;
    setInvalid(problem);
    if (problem) return document.getElementById(emailId)?.focus();
    const notice = await action.run(() => operators.invite(address));
    if (!notice) return;
    setSent(notice.message);
    setEmail('');
    onInvited();
  }

  return (
    <section className={styles.invite} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.inviteTitle}>
        {COPY.inviteTitle}
      </h2>
      <p className={styles.inviteLead}>{COPY.inviteLead}</p>
      <form className={styles.inviteForm} onSubmit={submit} noValidate>
        <TextField
          id={emailId}
          label={COPY.inviteEmail}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invalid ?? action.fieldErrors.email}
        />
        <Button type="submit" disabled={action.pending} className={styles.inviteButton}>
          {action.pending ? COPY.inviting : COPY.invite}
        </Button>
      </form>
      <StatusMessage tone="error">{action.message}</StatusMessage>
      <StatusMessage tone="success">{sent}</StatusMessage>
    </section>
  );
}
