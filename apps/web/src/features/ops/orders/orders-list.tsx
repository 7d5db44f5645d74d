import { gatewayErrorMessage, type OpsOrderFilter } from '@netzero/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { formatOpsDateTime, money } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import { OpsPager } from '../shared/ops-pager';
import styles from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import { useOpsLoad } from '../shared/use-ops-load';
import { OrderFilters } from './order-filters';

const copy = OPS_COMMERCE_COPY.orders;
const PAGE = 25;

/** Every order, filtered and paged, newest first, with the CSV export of the same filter. */
export function OrdersList() {
  const orders = useOpsPort('opsOrdersGateway');
  const downloader = useOpsPort('fileDownloader');
  const [filter, setFilter] = useState<OpsOrderFilter>({});
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState('');
  const [exporting, setExporting] = useState(false);
  const { load: loaded, reload } = useOpsLoad(
    () => orders.list(filter, { limit: PAGE, offset: (page - 1) * PAGE }),
    JSON.stringify([filter, page]),
  );
  async function exportCsv() {
    setExporting(true);
    setExportError('');
    const file = await orders.exportCsv(filter);
    setExporting(false);
    if (file.ok) downloader.save(file.value);
    else setExportError(gatewayErrorMessage(file.error, copy.exportFailed));
  }
  const c = copy.columns;
  return (
    <section className={styles.page}>
      <OpsPageHeader title={copy.title} />
      <OrderFilters
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
          {copy.exportCsv}
        </Button>
        <StatusMessage tone="error">{exportError}</StatusMessage>
      </div>
      <OpsLoadState load={loaded} reload={reload} isEmpty={(v) => v.total === 0} />
      {loaded.state === 'ready' && loaded.value.total > 0 ? (
        <>
          <div className={table.wrap}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">{c.id}</th>
                  <th scope="col">{c.created}</th>
                  <th scope="col">{c.email}</th>
                  <th scope="col">{c.status}</th>
                  <th scope="col" className={table.number}>
                    {c.tonnes}
                  </th>
                  <th scope="col" className={table.number}>
                    {c.total}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaded.value.items.map((order) => (
                  <tr key={order.id}>
                    <td data-label={c.id}>
                      <Link to={String(order.id)}>#{order.id}</Link>
                    </td>
                    <td data-label={c.created}>{formatOpsDateTime(order.createdAt)}</td>
                    <td data-label={c.email}>{order.email}</td>
                    <td data-label={c.status}>{order.status}</td>
                    <td data-label={c.tonnes} className={table.number}>
                      {order.tonnes}
                    </td>
                    <td data-label={c.total} className={table.number}>
                      {money(order.totalCents, order.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <OpsPager page={page} pageSize={PAGE} total={loaded.value.total} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
