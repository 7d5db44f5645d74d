import { gatewayErrorMessage, type OpsEnquiry } from '@netzero/core';
import { type FormEvent, useState } from 'react';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import styles from '../shared/ops-section.module.css';

const { enquiries: copy } = OPS_DESK_COPY;

/** Replies to the enquirer by e-mail; the server queues it and marks the enquiry answered. */
export function ReplyForm({
  enquiry,
  onSent,
}: {
  enquiry: OpsEnquiry;
  onSent: (updated: OpsEnquiry) => void;
}) {
  const gateway = useOpsPort('opsEnquiriesGateway');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (body.trim() === '') {
      setError(copy.replyRequired);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await gateway.reply(enquiry.id, { subject, body });
    setBusy(false);
    if (result.ok) {
      setSubject('');
      setBody('');
      setStatus({ tone: 'success', text: copy.replySent });
      onSent(result.value);
    } else {
      setStatus({
        tone: 'error',
        text: gatewayErrorMessage(result.error, OPS_SHARED_COPY.actionFailed),
      });
    }
  }

  return (
    <section className={styles.section} aria-labelledby="reply-heading">
      <h2 id="reply-heading" className={styles.sectionHeading}>
        {copy.replyHeading}
      </h2>
      <form onSubmit={submit} noValidate>
        <TextField
          label={copy.replySubject}
          value={subject}
          maxLength={200}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextAreaField
          label={copy.replyBody}
          value={body}
          error={error}
          rows={6}
          maxLength={10_000}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {copy.sendReply}
        </Button>
      </form>
      <StatusMessage tone={status?.tone ?? 'success'}>{status?.text}</StatusMessage>
    </section>
  );
}
