import { gatewayErrorMessage } from '@netzero/core';
import { useState } from 'react';
import { fillOps, OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import styles from '../catalogue-admin.module.css';
import table from '../shared/ops-table.module.css';
import { useLoaded } from '../use-loaded';

const PAGE_SIZE = 50;
const n = (value: number) => value.toLocaleString('en-US');

/** Every allocated range of the project, with its order and certificate, paged. */
export function LedgerTable({ projectId, round }: { projectId: number; round: number }) {
  const inventory = useOpsPort('opsInventory');
  const copy = OPS_PROJECTS_COPY.inventory;
  const columns = copy.ledgerColumns;
  const [page, setPage] = useState(0);
  const [ledger] = useLoaded(
    () => inventory.ledger(projectId, page, PAGE_SIZE),
    [inventory, projectId, page, round],
  );
  const pages =
    ledger.status === 'ready' ? Math.max(1, Math.ceil(ledger.value.total / PAGE_SIZE)) : 1;
  return (
    <section className={styles.section}>
      <h2>{copy.ledgerHeading}</h2>
      {ledger.status === 'failed' ? (
        <StatusMessage tone="error">
          {gatewayErrorMessage(ledger.error, OPS_PROJECTS_COPY.loadFailed)}
        </StatusMessage>
      ) : null}
      {ledger.status === 'ready' && ledger.value.total === 0 ? <p>{copy.noLedger}</p> : null}
      {ledger.status === 'ready' && ledger.value.entries.length > 0 ? (
        <>
          <table className={table.table}>
            <caption>{copy.ledgerCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{columns.serials}</th>
                <th scope="col" className={table.number}>
                  {columns.tonnes}
                </th>
                <th scope="col">{columns.retired}</th>
                <th scope="col">{columns.source}</th>
                <th scope="col">{columns.certificate}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.value.entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={columns.serials}>
                    {n(entry.firstSerial)}–{n(entry.lastSerial)}
                    {entry.cancelledAt ? ` (${copy.cancelled})` : ''}
                  </td>
                  <td data-label={columns.tonnes} className={table.number}>
                    {n(entry.tonnes)}
                  </td>
                  <td data-label={columns.retired}>{entry.retiredAt.slice(0, 10)}</td>
                  <td data-label={columns.source}>
                    {entry.orderId !== null
                      ? fillOps(copy.order, { id: entry.orderId })
                      : [entry.beneficiary, entry.note].filter(Boolean).join(' · ')}
                  </td>
                  <td data-label={columns.certificate}>
                    {entry.certificateId ? (
                      <a href={`/certificates/${entry.certificateId}`}>{entry.certificateId}</a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.actions}>
            <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {copy.previous}
            </Button>
            <span>{fillOps(copy.page, { page: page + 1, pages })}</span>
            <Button
              variant="secondary"
              disabled={page + 1 >= pages}
              onClick={() => setPage(page + 1)}
            >
              {copy.next}
            </Button>
          </p>
        </>
      ) : null}
    </section>
  );
}
