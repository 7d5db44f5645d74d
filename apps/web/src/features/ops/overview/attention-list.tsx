import type { OpsAttentionList, OpsOverviewFigures } from '@netzero/core';
import { Link } from 'react-router-dom';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { formatOpsDateTime, money, SHOP_CURRENCY } from '../shared/ops-format';
import styles from '../shared/ops-section.module.css';
import list from './overview.module.css';

const { overview } = OPS_DESK_COPY;

// Console paths the items link to (the orders section is another helper's; it lives at /ops/orders).
const ORDER_PATH = (id: number) => `/ops/orders/${id}`;
const DEAD_JOBS_PATH = '/ops/mail-jobs?jobs=dead';

function Group({ title, group, jobs }: { title: string; group: OpsAttentionList; jobs?: boolean }) {
  return (
    <div className={styles.card}>
      <h3 className={styles.sectionHeading}>
        {title} <span className={styles.count}>{group.count}</span>
      </h3>
      {group.latest.length === 0 ? (
        <p className={styles.meta}>{overview.nothingToDo}</p>
      ) : (
        <ul className={list.items}>
          {group.latest.map((item) => (
            <li key={item.id}>
              {item.orderId !== null ? (
                <Link className={styles.link} to={ORDER_PATH(item.orderId)}>
                  {overview.order(item.orderId)}
                </Link>
              ) : (
                <span>#{item.id}</span>
              )}{' '}
              · {overview.kinds[item.kind] ?? item.kind} · {item.status}
              {item.amountCents !== null && ` · ${money(item.amountCents, SHOP_CURRENCY)}`}
              <p className={styles.meta}>
                {formatOpsDateTime(item.at)}
                {item.detail && ` · ${item.detail}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {jobs && group.count > 0 && (
        <Link className={styles.link} to={DEAD_JOBS_PATH}>
          {overview.seeJobs}
        </Link>
      )}
    </div>
  );
}

/** Refunds, late payments, dead jobs and disputes: how many, and the latest of each. */
export function AttentionList({ attention }: { attention: OpsOverviewFigures['attention'] }) {
  return (
    <section className={styles.section} aria-labelledby="attention-heading">
      <h2 id="attention-heading" className={styles.sectionHeading}>
        {overview.attentionHeading}
      </h2>
      <div className={list.attention}>
        <Group title={overview.automaticRefunds} group={attention.automaticRefunds} />
        <Group title={overview.lateReconciled} group={attention.lateReconciled} />
        <Group title={overview.deadJobs} group={attention.deadJobs} jobs />
        <Group title={overview.openDisputes} group={attention.openDisputes} />
      </div>
    </section>
  );
}
