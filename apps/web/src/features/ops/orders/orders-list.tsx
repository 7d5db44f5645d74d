import { gatewayErrorMessage, type OpsOrderFilter } from '@netzero/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { OpsPager } from '../commerce-shared/ops-pager';
import styles from '../commerce-shared/ops-section.module.css';
import { useLoad } from '../commerce-shared/use-load';
import { formatOpsDateTime, money } from '../shared/ops-format';
import table from '../shared/ops-table.module.css';
import { OrderFilters } from './order-filters';

const copy = OPS_COMMERCE_COPY.orders;
const PAGE = 25;

/** Every order, filtered and paged, newest first, with the CSV export of the same filter. */
export function OrdersList() {
  const orders = useOpsPort('opsOrdersGateway');
  const downloader = useOpsPort('fileDownloader');
  const [filter, setFilter] = useState<OpsOrderFilter>({});
  const [offset, setOffset] = useState(0);
  const [exportError, setExportError] = useState('');
  const [exporting, setExporting] = useState(false);
  const { loaded, reload } = useLoad(
    () => orders.list(filter, { limit: PAGE, offset }),
    JSON.stringify([filter, offset]),
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
    <section className={styles.section}>
      <h1>{copy.title}</h1>
      <OrderFilters
        onApply={(next) => {
          setFilter(next);
          setOffset(0);
        }}
      />
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
          {copy.exportCsv}
        </Button>
        <StatusMessage tone="error">{exportError}</StatusMessage>
      </div>
      {loaded.state === 'loading' ? <p>{OPS_COMMERCE_COPY.loading}</p> : null}
      {loaded.state === 'failed' ? (
        <>
          <StatusMessage tone="error">{loaded.message}</StatusMessage>
          <Button variant="secondary" onClick={reload}>
            {OPS_COMMERCE_COPY.retry}
          </Button>
        </>
      ) : null}
      {loaded.state === 'ready' ? (
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
                {loaded.data.items.map((order) => (
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
          <OpsPager offset={offset} limit={PAGE} total={loaded.data.total} onOffset={setOffset} />
        </>
      ) : null}
    </section>
  );
}
