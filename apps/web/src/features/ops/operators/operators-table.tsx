import type { Operator } from '@netzero/core';
import { OPS_CONSOLE_COPY } from '../../../content/ops-console.copy';
import { formatOpsDate } from '../shared/ops-format';
import table from '../shared/ops-table.module.css';

const COPY = OPS_CONSOLE_COPY.operators;

/** Every operator: who, whether their second factor is set up, whether they may sign in. */
export function OperatorsTable({ operators }: { operators: readonly Operator[] }) {
  return (
    <table className={table.table}>
      <caption className={table.hiddenCaption}>{COPY.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{COPY.email}</th>
          <th scope="col">{COPY.name}</th>
          <th scope="col">{COPY.enrolled}</th>
          <th scope="col">{COPY.status}</th>
          <th scope="col">{COPY.since}</th>
        </tr>
      </thead>
      <tbody>
        {operators.map((operator) => (
          <tr key={operator.id}>
            <td data-label={COPY.email} className={table.mono}>
              {operator.email}
            </td>
            <td data-label={COPY.name}>{operator.username}</td>
            <td data-label={COPY.enrolled}>
              {operator.enrolled ? COPY.enrolledYes : COPY.enrolledNo}
            </td>
            <td data-label={COPY.status}>{operator.disabled ? COPY.disabled : COPY.active}</td>
            <td data-label={COPY.since} className={table.nowrap}>
              <time dateTime={operator.createdAt}>{formatOpsDate(operator.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
