import { Link } from 'react-router-dom';
import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { money, SHOP_CURRENCY } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import { OpsPager } from '../shared/ops-pager';
import styles from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import { SearchForm } from '../shared/search-form';
import { useListParams } from '../shared/use-list-params';
import { useOpsLoad } from '../shared/use-ops-load';

const copy = OPS_COMMERCE_COPY.customers;
const PAGE = 25;

/** Every account, searched by name or e-mail, newest first. */
export function CustomersList() {
  const customers = useOpsPort('opsCustomersGateway');
  // The search and page stand in the address, as on the desk's lists: the back link from a
  // customer, a reload or a shared link shows the same list.
  const list = useListParams([]);
  const { load: loaded, reload } = useOpsLoad(
    () => customers.list(list.q, { limit: PAGE, offset: (list.page - 1) * PAGE }),
    list.key,
  );
  const c = copy.columns;
  return (
    <section className={styles.page}>
      <OpsPageHeader title={copy.title} />
      <SearchForm label={copy.search} value={list.q} onSearch={(q) => list.set({ q })} />
      <OpsLoadState load={loaded} reload={reload} isEmpty={(v) => v.total === 0} />
      {loaded.state === 'ready' && loaded.value.total > 0 ? (
        <>
          <div className={table.wrap}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">{c.name}</th>
                  <th scope="col">{c.email}</th>
                  <th scope="col">{c.role}</th>
                  <th scope="col">{c.state}</th>
                  <th scope="col" className={table.number}>
                    {c.orders}
                  </th>
                  <th scope="col" className={table.number}>
                    {c.paid}
                  </th>
                  <th scope="col" className={table.number}>
                    {c.subscriptions}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaded.value.items.map((customer) => (
                  <tr key={customer.id}>
                    <td data-label={c.name}>
                      <Link to={String(customer.id)}>{customer.username}</Link>
                    </td>
                    <td data-label={c.email}>
                      {customer.email}{' '}
                      <span className={styles.meta}>
                        ({customer.emailVerified ? copy.verified : copy.unverified})
                      </span>
                    </td>
                    <td data-label={c.role}>{customer.role}</td>
                    <td data-label={c.state}>
                      {customer.deleted
                        ? copy.deleted
                        : customer.disabled
                          ? copy.disabled
                          : copy.active}
                    </td>
                    <td data-label={c.orders} className={table.number}>
                      {customer.orders}
                    </td>
                    <td data-label={c.paid} className={table.number}>
                      {money(customer.paidTotalCents, SHOP_CURRENCY)}
                    </td>
                    <td data-label={c.subscriptions} className={table.number}>
                      {customer.subscriptions}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <OpsPager
            page={list.page}
            pageSize={PAGE}
            total={loaded.value.total}
            onPage={(page) => list.set({ page })}
          />
        </>
      ) : null}
    </section>
  );
}
