import type { OpsEnquiryStatus } from '@netzero/core';
import { Link } from 'react-router-dom';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { formatOpsDateTime } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import { OpsPager } from '../shared/ops-pager';
import styles from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import { StatusListControls } from '../shared/status-list-controls';
import { useStatusList } from '../shared/use-status-list';

const { enquiries: copy } = OPS_DESK_COPY;
const STATUSES: readonly OpsEnquiryStatus[] = ['new', 'in_progress', 'answered'];
const PAGE_SIZE = 25;

/** The inbox: status tabs with counts, a search, and the enquiries newest first. */
export function EnquiryInbox() {
  const gateway = useOpsPort('opsEnquiriesGateway');
  const {
    params: list,
    load,
    reload,
  } = useStatusList(STATUSES, (query) => gateway.list(query), PAGE_SIZE);
  const page = load.state === 'ready' ? load.value : null;
  return (
    <div className={styles.page}>
      <OpsPageHeader title={copy.title} lead={copy.lead} />
      <StatusListControls
        params={list}
        statuses={STATUSES}
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
              <th scope="col">{copy.received}</th>
              <th scope="col">{copy.from}</th>
              <th scope="col">{copy.message}</th>
              <th scope="col">{copy.status}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((item) => (
              <tr key={item.id}>
                <td data-label={copy.received}>{formatOpsDateTime(item.createdAt)}</td>
                <td data-label={copy.from}>
                  <Link className={styles.link} to={String(item.id)}>
                    {item.name}
                  </Link>
                  <p className={styles.meta}>
                    {item.organization} · {item.email}
                  </p>
                </td>
                <td data-label={copy.message}>{item.excerpt}</td>
                <td data-label={copy.status}>{copy.statuses[item.status]}</td>
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
