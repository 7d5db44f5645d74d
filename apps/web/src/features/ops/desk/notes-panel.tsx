import { type GatewayResult, gatewayErrorMessage, type OpsConsoleNote } from '@netzero/core';
import { type FormEvent, useState } from 'react';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { Button } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';
import { TextAreaField } from '../../../ui/text-area-field';
import { formatOpsDateTime } from '../shared/ops-format';
import styles from './desk.module.css';

const { common } = OPS_DESK_COPY;

/** A record's internal notes, oldest first, and the form that adds one. */
export function NotesPanel({
  notes,
  add,
  onAdded,
  requiredMessage,
}: {
  notes: readonly OpsConsoleNote[];
  add: (body: string) => GatewayResult<OpsConsoleNote>;
  onAdded: () => void;
  requiredMessage: string;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (body.trim() === '') {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    const result = await add(body);
    setBusy(false);
    if (result.ok) {
      setBody('');
      setError(null);
      setStatus({ tone: 'success', text: common.noteSaved });
      onAdded();
    } else {
      setStatus({ tone: 'error', text: gatewayErrorMessage(result.error, common.actionFailed) });
    }
  }

  return (
    <section className={styles.section} aria-labelledby="desk-notes">
      <h2 id="desk-notes" className={styles.sectionHeading}>
        {common.notes}
      </h2>
      {notes.length === 0 ? (
        <p className={styles.meta}>{common.noNotes}</p>
      ) : (
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.text}>{note.body}</p>
              <p className={styles.meta}>
                {common.noteBy(note.author, formatOpsDateTime(note.createdAt))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate>
        <TextAreaField
          label={common.noteLabel}
          value={body}
          error={error}
          maxLength={5000}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {common.addNote}
        </Button>
      </form>
      <StatusMessage tone={status?.tone ?? 'success'}>{status?.text}</StatusMessage>
    </section>
  );
}
