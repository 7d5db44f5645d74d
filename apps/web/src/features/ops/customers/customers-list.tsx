import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { TextField } from '../../../ui/text-field';
import { OpsPager } from '../commerce-shared/ops-pager';
import styles from '../commerce-shared/ops-section.module.css';
import { useLoad } from '../commerce-shared/use-load';
import { money, SHOP_CURRENCY } from '../shared/ops-format';
import table from '../shared/ops-table.module.css';

const copy = OPS_COMMERCE_COPY.customers;
const PAGE = 25;

/** Every account, searched by name or e-mail, newest first. */
export function CustomersList() {
  const customers = useOpsPort('opsCustomersGateway');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const { loaded } = useLoad(
    () => customers.list(q, { limit: PAGE, offset }),
    JSON.stringify([q, offset]),
  );
  function search(event: FormEvent) {
    event.preventDefault();
    setQ(typed);
    setOffset(0);
  }
  const c = copy.columns;
  return (
    <section className={styles.section}>
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
      {loaded.state === 'loading' ? <p>{OPS_COMMERCE_COPY.loading}</p> : null}
      {loaded.state === 'failed' ? (
        <StatusMessage tone="error">{loaded.message}</StatusMessage>
      ) : null}
      {loaded.state === 'ready' ? (
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
                {loaded.data.items.map((customer) => (
                  <tr key={customer.id}>
                    <td data-label={c.name}>
                      <Link to={String(customer.id)}>{customer.username}</Link>
                    </td>
                    <td data-label={c.email}>
                      {customer.email}{' '}
                      <span className={styles.muted}>
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
          <OpsPager offset={offset} limit={PAGE} total={loaded.data.total} onOffset={setOffset} />
        </>
      ) : null}
    </section>
  );
}
