import type { OpsSubscriptionStatus, OpsSubscriptionSummary } from '@netzero/core';
import { type FormEvent, useState } from 'react';
import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { SelectField } from '../../../ui/select-field';
import { StatusMessage } from '../../../ui/status-message';
import { TextField } from '../../../ui/text-field';
import { ConfirmModal } from '../shared/confirm-modal';
import { formatOpsDateTime } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import { OpsPager } from '../shared/ops-pager';
import styles from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import { useOpsLoad } from '../shared/use-ops-load';

const copy = OPS_COMMERCE_COPY.subscriptions;
const PAGE = 25;
const STATUSES: readonly OpsSubscriptionStatus[] = ['ACTIVE', 'PAST_DUE', 'CANCELLED'];

/** The console's Subscriptions section: every subscription, filtered, and cancelling one. */
export function OpsSubscriptionsPage() {
  const subscriptions = useOpsPort('opsSubscriptionsGateway');
  const [status, setStatus] = useState('');
  const [email, setEmail] = useState('');
  const [filter, setFilter] = useState<{ status?: OpsSubscriptionStatus; email?: string }>({});
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<OpsSubscriptionSummary | null>(null);
  const [done, setDone] = useState('');
  const { load: loaded, reload } = useOpsLoad(
    () => subscriptions.list(filter, { limit: PAGE, offset: (page - 1) * PAGE }),
    JSON.stringify([filter, page]),
  );
  function apply(event: FormEvent) {
    event.preventDefault();
    setFilter({
      ...(status && { status: status as OpsSubscriptionStatus }),
      ...(email.trim() && { email: email.trim() }),
    });
    setPage(1);
  }
  const c = copy.columns;
  return (
    <section className={styles.page}>
      <OpsPageHeader title={copy.title} />
      <form className={styles.filters} onSubmit={apply}>
        <SelectField
          label={copy.status}
          placeholder={copy.anyStatus}
          options={STATUSES.map((value) => ({ value, label: value }))}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
        <TextField
          label={copy.email}
          type="search"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit">{copy.apply}</Button>
      </form>
      <StatusMessage tone="success">{done}</StatusMessage>
      <OpsLoadState load={loaded} reload={reload} isEmpty={(v) => v.total === 0} />
      {loaded.state === 'ready' && loaded.value.total > 0 ? (
        <>
          <div className={table.wrap}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">{c.id}</th>
                  <th scope="col">{c.email}</th>
                  <th scope="col">{c.plan}</th>
                  <th scope="col" className={table.number}>
                    {c.tonnes}
                  </th>
                  <th scope="col">{c.status}</th>
                  <th scope="col">{c.periodEnd}</th>
                  <th scope="col">{c.action}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.value.items.map((subscription) => (
                  <tr key={subscription.id}>
                    <td data-label={c.id}>#{subscription.id}</td>
                    <td data-label={c.email}>{subscription.email}</td>
                    <td data-label={c.plan}>{subscription.productName}</td>
                    <td data-label={c.tonnes} className={table.number}>
                      {subscription.quantity}
                    </td>
                    <td data-label={c.status}>{subscription.status}</td>
                    <td data-label={c.periodEnd}>
                      {formatOpsDateTime(subscription.currentPeriodEnd)}
                    </td>
                    <td data-label={c.action}>
                      {subscription.status === 'CANCELLED' ? (
                        '—'
                      ) : (
                        <Button
                          variant="ghost"
                          aria-label={`${copy.cancel} #${subscription.id}`}
                          onClick={() => setCancelling(subscription)}
                        >
                          {copy.cancel}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <OpsPager page={page} pageSize={PAGE} total={loaded.value.total} onPage={setPage} />
        </>
      ) : null}
      {cancelling ? (
        <ConfirmModal
          title={copy.cancelTitle}
          body={`${copy.cancelBody} (#${cancelling.id}, ${cancelling.email})`}
          confirmLabel={copy.cancelConfirm}
          run={() => subscriptions.cancel(cancelling.id)}
          onClose={() => setCancelling(null)}
          onDone={(cancelled) => {
            setCancelling(null);
            setDone(copy.cancelled(cancelled.id));
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
