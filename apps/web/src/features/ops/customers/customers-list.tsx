import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';
import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { TextField } from '../../../ui/text-field';
import { money, SHOP_CURRENCY } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPager } from '../shared/ops-pager';
import styles from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import { useOpsLoad } from '../shared/use-ops-load';

const copy = OPS_COMMERCE_COPY.customers;
const PAGE = 25;

/** Every account, searched by name or e-mail, newest first. */
export function CustomersList() {
  const customers = useOpsPort('opsCustomersGateway');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { load: loaded, reload } = useOpsLoad(
    () => customers.list(q, { limit: PAGE, offset: (page - 1) * PAGE }),
    JSON.stringify([q, page]),
  );
  function search(event: FormEvent) {
    event.preventDefault();
    setQ(typed);
    setPage(1);
  }
  const c = copy.columns;
  return (
    <section className={styles.page}>
      <h1>{copy.title}</h1>
      <form className={styles.filters} onSubmit={search}>
        <TextField
          label={copy.search}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{copy.apply}</Button>
      </form>
      <OpsLoadState load={loaded} reload={reload} />
      {loaded.state === 'ready' && loaded.value.total === 0 ? (
        <p className={styles.meta}>{OPS_SHARED_COPY.none}</p>
      ) : null}
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
          <OpsPager page={page} pageSize={PAGE} total={loaded.value.total} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
