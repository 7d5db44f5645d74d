import { gatewayErrorMessage, type OpsEnquiry, type OpsEnquiryStatus } from '@netzero/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { SelectField } from '../../../ui/select-field';
import { StatusMessage } from '../../../ui/status-message';
import { BackLink } from '../shared/back-link';
import { DESK_NOTE_MAX_CHARS, NotesPanel } from '../shared/notes-panel';
import { formatOpsDateTime } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import styles from '../shared/ops-section.module.css';
import { useOpsLoad } from '../shared/use-ops-load';
import { ReplyForm } from './reply-form';

const { enquiries: copy } = OPS_DESK_COPY;
const STATUSES: readonly OpsEnquiryStatus[] = ['new', 'in_progress', 'answered'];

function StatusChange({
  enquiry,
  onChanged,
}: {
  enquiry: OpsEnquiry;
  onChanged: (e: OpsEnquiry) => void;
}) {
  const gateway = useOpsPort('opsEnquiriesGateway');
  const [status, setStatus] = useState<OpsEnquiryStatus>(enquiry.status);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  async function save() {
    const result = await gateway.setStatus(enquiry.id, status);
    if (result.ok) {
      setMessage({ tone: 'success', text: copy.statusSaved });
      onChanged(result.value);
    } else {
      setMessage({
        tone: 'error',
        text: gatewayErrorMessage(result.error, OPS_SHARED_COPY.actionFailed),
      });
    }
  }
  return (
    <div className={styles.toolbar}>
      <SelectField
        label={copy.changeStatus}
        placeholder={copy.changeStatus}
        options={STATUSES.map((s) => ({ value: s, label: copy.statuses[s] }))}
        value={status}
        onChange={(event) => setStatus(event.target.value as OpsEnquiryStatus)}
      />
      <Button variant="secondary" onClick={save} disabled={status === enquiry.status}>
        {copy.saveStatus}
      </Button>
      <StatusMessage tone={message?.tone ?? 'success'}>{message?.text}</StatusMessage>
    </div>
  );
}

/** One enquiry: who wrote, what, its status, replies, the reply form and internal notes. */
export function EnquiryDetail() {
  const id = Number(useParams().id);
  const gateway = useOpsPort('opsEnquiriesGateway');
  const { load, reload, replace } = useOpsLoad(() => gateway.get(id), String(id));
  return (
    <div className={styles.page}>
      <BackLink />
      <OpsLoadState load={load} reload={reload} notFound={copy.notFound} />
      {load.state === 'ready' && (
        <>
          <header>
            <h1 className={styles.heading}>
              #{load.value.id} {load.value.name}
            </h1>
            <p className={styles.lead}>
              {copy.statuses[load.value.status]} · {formatOpsDateTime(load.value.createdAt)}
            </p>
          </header>
          <dl className={styles.facts}>
            <dt>{copy.organization}</dt>
            <dd>{load.value.organization}</dd>
            <dt>{copy.email}</dt>
            <dd>
              <a className={styles.link} href={`mailto:${load.value.email}`}>
                {load.value.email}
              </a>
            </dd>
            <dt>{copy.phone}</dt>
            <dd>{load.value.phoneNumber}</dd>
          </dl>
          <section className={styles.card} aria-label={copy.message}>
            <p className={styles.text}>{load.value.enquiry}</p>
          </section>
          <StatusChange enquiry={load.value} onChanged={replace} />
          <section className={styles.section} aria-labelledby="replies-heading">
            <h2 id="replies-heading" className={styles.sectionHeading}>
              {copy.replies}
            </h2>
            {load.value.replies.length === 0 ? (
              <p className={styles.meta}>{copy.noReplies}</p>
            ) : (
              <ul className={styles.notes}>
                {load.value.replies.map((r) => (
                  <li key={r.at} className={styles.note}>
                    <p className={styles.meta}>
                      {r.subject} · {r.actor} · {formatOpsDateTime(r.at)}
                    </p>
                    <p className={styles.text}>{r.body}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ReplyForm enquiry={load.value} onSent={replace} />
          <NotesPanel
            notes={load.value.notes}
            add={(body) => gateway.addNote(id, body)}
            writtenAt={(note) => note.createdAt}
            maxLength={DESK_NOTE_MAX_CHARS}
          />
        </>
      )}
    </div>
  );
}
