import { type GatewayResult, gatewayErrorMessage } from '@netzero/core';
import { type FormEvent, useEffect, useState } from 'react';
import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import { Button } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';
import { TextAreaField } from '../../../ui/text-area-field';
import { formatOpsDateTime } from './ops-format';
import styles from './ops-section.module.css';

const copy = OPS_SHARED_COPY.notes;

// The server's limits (packages/contract ops-notes.ts and ops-orders.ts): the desk's records and
// the commerce records were specified apart and allow different lengths.
export const DESK_NOTE_MAX_CHARS = 5000;
export const COMMERCE_NOTE_MAX_CHARS = 4000;

/** What the panel needs of a note, whichever record it is on. */
interface Note {
  readonly id: number;
  readonly author: string;
  readonly body: string;
}

/**
 * A record's internal notes, oldest first, and the form that adds one. A saved note shows at
 * once (no reload of the record); `onAdded` tells a page that shows notes elsewhere too.
 */
export function NotesPanel<N extends Note>({
  notes,
  writtenAt,
  add,
  maxLength,
  onAdded,
}: {
  notes: readonly N[];
  /** The note's ISO 8601 time (the ports name it differently). */
  writtenAt: (note: N) => string;
  add: (body: string) => GatewayResult<N>;
  /** The server's limit for this kind of record. */
  maxLength: number;
  onAdded?: () => void;
}) {
  const [shown, setShown] = useState<readonly N[]>(notes);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setShown(notes), [notes]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (body.trim() === '') {
      setError(copy.required);
      return;
    }
    setBusy(true);
    const result = await add(body);
    setBusy(false);
    if (!result.ok) {
      setStatus({
        tone: 'error',
        text: gatewayErrorMessage(result.error, OPS_SHARED_COPY.actionFailed),
      });
      return;
    }
    setBody('');
    setError(null);
    setStatus({ tone: 'success', text: copy.saved });
    setShown((before) => [...before, result.value]);
    onAdded?.();
  }

  return (
    <section className={styles.section} aria-labelledby="ops-notes-heading">
      <h2 id="ops-notes-heading" className={styles.sectionHeading}>
        {copy.heading}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.meta}>{copy.empty}</p>
      ) : (
        <ul className={styles.notes}>
          {shown.map((note) => (
            <li key={note.id} className={styles.note}>
              <p className={styles.text}>{note.body}</p>
              <p className={styles.meta}>
                {copy.by(note.author, formatOpsDateTime(writtenAt(note)))}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate>
        <TextAreaField
          label={copy.label}
          value={body}
          error={error}
          maxLength={maxLength}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {copy.add}
        </Button>
      </form>
      <StatusMessage tone={status?.tone ?? 'success'}>{status?.text}</StatusMessage>
    </section>
  );
}
