import { useState } from 'react';
import { fillOps, OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { formatOpsDate, wholeNumber } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPager } from '../shared/ops-pager';
import section from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import { useOpsLoad } from '../shared/use-ops-load';

const PAGE_SIZE = 50;

/** Every allocated range of the project, with its order and certificate, paged. */
export function LedgerTable({ projectId, round }: { projectId: number; round: number }) {
  const inventory = useOpsPort('opsInventory');
  const copy = OPS_PROJECTS_COPY.inventory;
  const columns = copy.ledgerColumns;
  // The pager counts from 1; the port's pages from 0.
  const [page, setPage] = useState(1);
  const { load: ledger, reload } = useOpsLoad(
    () => inventory.ledger(projectId, page - 1, PAGE_SIZE),
    `${projectId}:${page}`,
    // An issuance or retirement above changed the ledger: it reloads where it stands.
    round,
  );
  return (
    <section className={section.section}>
      <h2 className={section.sectionHeading}>{copy.ledgerHeading}</h2>
      <OpsLoadState load={ledger} reload={reload} />
      {ledger.state === 'ready' && ledger.value.total === 0 ? <p>{copy.noLedger}</p> : null}
      {ledger.state === 'ready' && ledger.value.entries.length > 0 ? (
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
                    {wholeNumber(entry.firstSerial)}–{wholeNumber(entry.lastSerial)}
                    {entry.cancelledAt ? ` (${copy.cancelled})` : ''}
                  </td>
                  <td data-label={columns.tonnes} className={table.number}>
                    {wholeNumber(entry.tonnes)}
                  </td>
                  <td data-label={columns.retired}>{formatOpsDate(entry.retiredAt)}</td>
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
          <OpsPager page={page} pageSize={PAGE_SIZE} total={ledger.value.total} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
