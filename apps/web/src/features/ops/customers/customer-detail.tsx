import type { OpsCustomerAction, OpsCustomerDetail } from '@netzero/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { BackLink } from '../shared/back-link';
import { ConfirmModal } from '../shared/confirm-modal';
import { COMMERCE_NOTE_MAX_CHARS, NotesPanel } from '../shared/notes-panel';
import { formatOpsDateTime, money, SHOP_CURRENCY } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import styles from '../shared/ops-section.module.css';
import { useOpsLoad } from '../shared/use-ops-load';

const copy = OPS_COMMERCE_COPY.customers;

/** One account: its facts, orders, subscriptions, notes, and the actions (each confirmed). */
export function CustomerDetail() {
  const customers = useOpsPort('opsCustomersGateway');
  const id = Number(useParams().id);
  const { load: loaded, reload, replace } = useOpsLoad(() => customers.get(id), String(id));
  const [asking, setAsking] = useState<OpsCustomerAction | null>(null);
  const [done, setDone] = useState('');
  if (loaded.state !== 'ready')
    return (
      <section className={styles.page}>
        <BackLink />
        <OpsLoadState load={loaded} reload={reload} />
      </section>
    );
  const customer: OpsCustomerDetail = loaded.value;
  const actions: OpsCustomerAction[] = customer.deleted
    ? []
    : [customer.disabled ? 'enable' : 'disable', 'end-sessions', 'password-reset'];
  const action = asking ? copy.actions[asking] : null;
  return (
    <section className={styles.page}>
      <BackLink />
      <OpsPageHeader title={customer.username} />
      <dl className={styles.facts}>
        <div>
          <dt>{copy.columns.email}</dt>
          <dd>
            {customer.email} ({customer.emailVerified ? copy.verified : copy.unverified})
          </dd>
        </div>
        <div>
          <dt>{copy.columns.role}</dt>
          <dd>{customer.role}</dd>
        </div>
        <div>
          <dt>{copy.columns.state}</dt>
          <dd>
            {customer.deleted ? copy.deleted : customer.disabled ? copy.disabled : copy.active}
          </dd>
        </div>
        <div>
          <dt>{copy.columns.paid}</dt>
          <dd>{money(customer.paidTotalCents, SHOP_CURRENCY)}</dd>
        </div>
      </dl>
      <div className={styles.toolbar}>
        {actions.map((name) => (
          <Button key={name} variant="secondary" onClick={() => setAsking(name)}>
            {copy.actions[name].label}
          </Button>
        ))}
      </div>
      <StatusMessage tone="success">{done}</StatusMessage>
      {asking && action ? (
        <ConfirmModal
          title={action.title}
          body={action.body}
          confirmLabel={action.label}
          run={() => customers.act(customer.id, asking)}
          onClose={() => setAsking(null)}
          onDone={(updated) => {
            setAsking(null);
            setDone(action.done);
            replace(updated);
          }}
        />
      ) : null}
      <h2 className={styles.sectionHeading}>{copy.orders}</h2>
      {customer.recentOrders.length === 0 ? <p className={styles.meta}>{copy.none}</p> : null}
      <ul hidden={customer.recentOrders.length === 0}>
        {customer.recentOrders.map((order) => (
          <li key={order.id}>
            <Link to={`../../orders/${order.id}`} relative="path">
              #{order.id}
            </Link>{' '}
            · {formatOpsDateTime(order.createdAt)} · {order.status} ·{' '}
            {money(order.totalCents, order.currency)}
          </li>
        ))}
      </ul>
      <h2 className={styles.sectionHeading}>{copy.subscriptions}</h2>
      {customer.subscriptionList.length === 0 ? <p className={styles.meta}>{copy.none}</p> : null}
      <ul hidden={customer.subscriptionList.length === 0}>
        {customer.subscriptionList.map((subscription) => (
          <li key={subscription.id}>
            #{subscription.id} · {subscription.productName} · {subscription.quantity} t ·{' '}
            {subscription.status}
          </li>
        ))}
      </ul>
      <NotesPanel
        notes={customer.notes}
        writtenAt={(note) => note.at}
        add={(body) => customers.addNote(customer.id, body)}
        maxLength={COMMERCE_NOTE_MAX_CHARS}
      />
    </section>
  );
}
