import type { OpsInvestmentStatus } from '@netzero/core';
import { Link } from 'react-router-dom';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { formatOpsDateTime, money, tonnes } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import { OpsPager } from '../shared/ops-pager';
import styles from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import { StatusListControls } from '../shared/status-list-controls';
import { useStatusList } from '../shared/use-status-list';

const { investments: copy } = OPS_DESK_COPY;
/** The pipeline's stages, in the order a lead moves through them. */
export const PIPELINE: readonly OpsInvestmentStatus[] = [
  'PENDING',
  'PAID',
  'FAILED',
  'EXPIRED',
  'REFUNDED',
];
const PAGE_SIZE = 25;

/** The pipeline: stage tabs with counts, a search, and each lead with its contact details. */
export function InvestmentList() {
  const gateway = useOpsPort('opsInvestmentsGateway');
  const {
    params: list,
    load,
    reload,
  } = useStatusList(PIPELINE, (query) => gateway.list(query), PAGE_SIZE);
  const page = load.state === 'ready' ? load.value : null;
  return (
    <div className={styles.page}>
      <OpsPageHeader title={copy.title} lead={copy.lead} />
      <StatusListControls
        params={list}
        statuses={PIPELINE}
        labels={copy.statuses}
        counts={page?.counts ?? null}
        tabsLabel={copy.status}
        searchLabel={copy.searchLabel}
      />
      <OpsLoadState load={load} reload={reload} isEmpty={(v) => v.items.length === 0} />
      {page && page.items.length > 0 && (
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{copy.business}</th>
              <th scope="col">{copy.contact}</th>
              <th scope="col">{copy.project}</th>
              <th scope="col" className={table.number}>
                {copy.tonnes}
              </th>
              <th scope="col" className={table.number}>
                {copy.amount}
              </th>
              <th scope="col">{copy.status}</th>
              <th scope="col">{copy.created}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((lead) => (
              <tr key={lead.id}>
                <td data-label={copy.business}>
                  <Link className={styles.link} to={String(lead.id)}>
                    {lead.businessName}
                  </Link>
                </td>
                <td data-label={copy.contact}>
                  {lead.fullName}
                  <p className={styles.meta}>{lead.email}</p>
                </td>
                <td data-label={copy.project}>{lead.projectName}</td>
                <td className={table.number} data-label={copy.tonnes}>
                  {tonnes(lead.tons)}
                </td>
                <td className={table.number} data-label={copy.amount}>
                  {money(lead.amountCents, lead.currency)}
                </td>
                <td data-label={copy.status}>{copy.statuses[lead.status]}</td>
                <td data-label={copy.created}>{formatOpsDateTime(lead.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && (
        <OpsPager
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
          onPage={(n) => list.set({ page: n })}
        />
      )}
    </div>
  );
}
