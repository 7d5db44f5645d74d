import { type GatewayResult, gatewayErrorMessage, type OpsNote } from '@netzero/core';
import { type FormEvent, useState } from 'react';
import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';
import { Button } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';
import { TextAreaField } from '../../../ui/text-area-field';
import { formatOpsDateTime } from '../shared/ops-format';
import styles from './ops-section.module.css';

const copy = OPS_COMMERCE_COPY.notes;

/** The internal notes on a record and a form to add one. */
export function NotesPanel({
  notes,
  add,
}: {
  notes: readonly OpsNote[];
  add: (body: string) => GatewayResult<OpsNote>;
}) {
  const [shown, setShown] = useState<readonly OpsNote[]>(notes);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (body.trim() === '') return;
    setBusy(true);
    const result = await add(body);
    setBusy(false);
    if (!result.ok) {
      setError(gatewayErrorMessage(result.error, copy.failed));
      return;
    }
    setError('');
    setBody('');
    setShown((before) => [...before, result.value]);
  }
  return (
    <section aria-labelledby="ops-notes-heading">
      <h2 id="ops-notes-heading">{copy.heading}</h2>
      {shown.length === 0 ? (
        <p className={styles.muted}>{copy.empty}</p>
      ) : (
        <ul className={styles.timeline}>
          {shown.map((note) => (
            <li key={note.id}>
              <span className={styles.muted}>
                {formatOpsDateTime(note.at)} · {note.author}
              </span>
              <p>{note.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit}>
        <TextAreaField
          label={copy.label}
          value={body}
          maxLength={4000}
          onChange={(event) => setBody(event.target.value)}
        />
        <StatusMessage tone="error">{error}</StatusMessage>
        <Button type="submit" variant="secondary" disabled={busy || body.trim() === ''}>
          {copy.add}
        </Button>
      </form>
    </section>
  );
}
