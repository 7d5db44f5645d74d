import { useParams } from 'react-router-dom';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { BackLink } from '../shared/back-link';
import { DESK_NOTE_MAX_CHARS, NotesPanel } from '../shared/notes-panel';
import { formatOpsDateTime, money, tonnes } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import styles from '../shared/ops-section.module.css';
import { useOpsLoad } from '../shared/use-ops-load';

const { investments: copy } = OPS_DESK_COPY;

/** One investment: the investor's contact details, what they bought, its dates and notes. */
export function InvestmentDetail() {
  const id = Number(useParams().id);
  const gateway = useOpsPort('opsInvestmentsGateway');
  const { load, reload } = useOpsLoad(() => gateway.get(id), String(id));
  const lead = load.state === 'ready' ? load.value : null;
  return (
    <div className={styles.page}>
      <BackLink />
      <OpsLoadState load={load} reload={reload} notFound={copy.notFound} />
      {lead && (
        <>
          <header>
            <h1 className={styles.heading}>
              #{lead.id} {lead.businessName}
            </h1>
            <p className={styles.lead}>{copy.statuses[lead.status]}</p>
          </header>
          <dl className={styles.facts}>
            <dt>{copy.contact}</dt>
            <dd>{lead.fullName}</dd>
            <dt>{copy.email}</dt>
            <dd>
              <a className={styles.link} href={`mailto:${lead.email}`}>
                {lead.email}
              </a>
            </dd>
            <dt>{copy.address}</dt>
            <dd>{lead.address}</dd>
            <dt>{copy.project}</dt>
            <dd>{lead.projectName}</dd>
            <dt>{copy.tonnes}</dt>
            <dd>
              {tonnes(lead.tons)} × {money(lead.pricePerTonCents, lead.currency)}
            </dd>
            <dt>{copy.amount}</dt>
            <dd>{money(lead.amountCents, lead.currency)}</dd>
            <dt>{copy.created}</dt>
            <dd>{formatOpsDateTime(lead.createdAt)}</dd>
            {lead.paidAt && (
              <>
                <dt>{copy.paid}</dt>
                <dd>{formatOpsDateTime(lead.paidAt)}</dd>
              </>
            )}
            {lead.closedAt && (
              <>
                <dt>{copy.closed}</dt>
                <dd>{formatOpsDateTime(lead.closedAt)}</dd>
              </>
            )}
          </dl>
          <NotesPanel
            notes={lead.notes}
            add={(body) => gateway.addNote(id, body)}
            writtenAt={(note) => note.createdAt}
            maxLength={DESK_NOTE_MAX_CHARS}
          />
        </>
      )}
    </div>
  );
}
