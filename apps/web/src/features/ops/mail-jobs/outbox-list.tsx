import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { formatOpsDateTime } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import styles from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import { SearchForm } from '../shared/search-form';
import { useOpsLoad } from '../shared/use-ops-load';

const { mailJobs: copy } = OPS_DESK_COPY;
const PAGE_SIZE = 25;

/** The whole outbox, newest first, by recipient, paged towards older messages. */
export function OutboxList() {
  const gateway = useOpsPort('opsMailJobsGateway');
  const [to, setTo] = useState('');
  const [beforeId, setBeforeId] = useState<number | undefined>(undefined);
  const { load, reload } = useOpsLoad(
    () =>
      gateway.outbox({
        ...(to && { to }),
        ...(beforeId !== undefined && { beforeId }),
        limit: PAGE_SIZE,
      }),
    `${to}|${beforeId ?? ''}`,
  );
  const page = load.state === 'ready' ? load.value : null;
  return (
    <section className={styles.section} aria-labelledby="outbox-heading">
      <h2 id="outbox-heading" className={styles.sectionHeading}>
        {copy.outboxHeading}
      </h2>
      <SearchForm
        label={copy.toFilter}
        value={to}
        onSearch={(q) => {
          setTo(q);
          setBeforeId(undefined);
        }}
      />
      <OpsLoadState load={load} reload={reload} isEmpty={(v) => v.items.length === 0} />
      {page && page.items.length > 0 && (
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{copy.sent}</th>
              <th scope="col">{copy.to}</th>
              <th scope="col">{copy.subject}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((m) => (
              <tr key={m.id}>
                <td data-label={copy.sent}>{formatOpsDateTime(m.createdAt)}</td>
                <td data-label={copy.to}>{m.to}</td>
                <td data-label={copy.subject}>
                  <Link
                    className={styles.link}
                    to={`messages/${m.id}`}
                    aria-label={copy.open(m.subject)}
                  >
                    {m.subject}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.pager}>
        {beforeId !== undefined && (
          <Button variant="secondary" onClick={() => setBeforeId(undefined)}>
            {copy.newest}
          </Button>
        )}
        {page?.nextBeforeId != null && (
          <Button variant="secondary" onClick={() => setBeforeId(page.nextBeforeId ?? undefined)}>
            {copy.older}
          </Button>
        )}
      </div>
    </section>
  );
}
