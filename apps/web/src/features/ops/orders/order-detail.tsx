import type { OpsOrderDetail } from '@netzero/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { BackLink } from '../shared/back-link';
import { COMMERCE_NOTE_MAX_CHARS, NotesPanel } from '../shared/notes-panel';
import { formatOpsDateTime, money } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import styles from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import { useOpsLoad } from '../shared/use-ops-load';
import { OrderActions } from './order-actions';

const copy = OPS_COMMERCE_COPY.orders;

/** One order: its facts, lines, timeline, notes and the refund / resend actions. */
export function OrderDetail() {
  const orders = useOpsPort('opsOrdersGateway');
  const id = Number(useParams().id);
  const { load: loaded, reload } = useOpsLoad(() => orders.get(id), String(id));
  return (
    <section className={styles.page}>
      <BackLink />
      <OpsPageHeader title={copy.detailTitle(id)} />
      <OpsLoadState load={loaded} reload={reload} />
      {loaded.state === 'ready' ? <OrderView order={loaded.value} onChanged={reload} /> : null}
    </section>
  );
}

function OrderView({ order, onChanged }: { order: OpsOrderDetail; onChanged: () => void }) {
  const orders = useOpsPort('opsOrdersGateway');
  const [done, setDone] = useState('');
  const f = copy.facts;
  const l = copy.lineColumns;
  return (
    <>
      <p>
        <strong>{order.status}</strong>
      </p>
      <OrderActions
        order={order}
        onDone={(message) => {
          setDone(message);
          onChanged();
        }}
      />
      <StatusMessage tone="success">{done}</StatusMessage>
      <dl className={styles.facts}>
        <div>
          <dt>{f.buyer}</dt>
          <dd>
            {order.userId === null ? (
              order.email
            ) : (
              <Link to={`../../customers/${order.userId}`} relative="path">
                {order.email}
              </Link>
            )}
          </dd>
        </div>
        <div>
          <dt>{f.receiptName}</dt>
          <dd>{order.receiptName}</dd>
        </div>
        <div>
          <dt>{f.kind}</dt>
          <dd>{order.kind}</dd>
        </div>
        <div>
          <dt>{f.payment}</dt>
          <dd>
            {order.provider} · {order.paymentMethod}
          </dd>
        </div>
        <div>
          <dt>{f.total}</dt>
          <dd>{money(order.totalCents, order.currency)}</dd>
        </div>
        <div>
          <dt>{f.certificate}</dt>
          <dd>
            {order.certificateId ? (
              // The public page the buyer got: what it says after a refund is worth checking.
              <a href={`/certificates/${order.certificateId}`}>{order.certificateId}</a>
            ) : (
              '—'
            )}
            {order.certificateCancelled ? ` (${f.cancelled})` : ''}
          </dd>
        </div>
      </dl>
      <h2 className={styles.sectionHeading}>{copy.lines}</h2>
      <div className={table.wrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{l.project}</th>
              <th scope="col" className={table.number}>
                {l.tonnes}
              </th>
              <th scope="col" className={table.number}>
                {l.price}
              </th>
              <th scope="col">{l.serials}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.productName}>
                <td data-label={l.project}>{line.productName}</td>
                <td data-label={l.tonnes} className={table.number}>
                  {line.quantity}
                </td>
                <td data-label={l.price} className={table.number}>
                  {money(line.priceAtTimeCents, order.currency)}
                </td>
                <td data-label={l.serials}>
                  {line.firstSerial === null ? '—' : `${line.firstSerial}–${line.lastSerial}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className={styles.sectionHeading}>{copy.timeline}</h2>
      <ol className={styles.timeline}>
        {order.timeline.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: events have no id; the list is rebuilt on each load
          <li key={index}>
            <span className={styles.meta}>{formatOpsDateTime(event.at)}</span>{' '}
            <strong>{timelineLabel(event.kind)}</strong> {event.summary}
            {event.detail ? <span className={styles.meta}> · {event.detail}</span> : null}
          </li>
        ))}
      </ol>
      <NotesPanel
        notes={order.notes}
        writtenAt={(note) => note.at}
        add={(body) => orders.addNote(order.id, body)}
        maxLength={COMMERCE_NOTE_MAX_CHARS}
      />
    </>
  );
}

/** A timeline event's kind in words; a kind this page does not know yet is shown as sent. */
function timelineLabel(kind: string): string {
  const labels = copy.timelineKinds;
  return Object.hasOwn(labels, kind) ? labels[kind as keyof typeof labels] : kind;
}
