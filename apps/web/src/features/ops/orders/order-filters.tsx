import type { OpsOrderFilter, OpsOrderStatus } from '@netzero/core';
import { type FormEvent, useState } from 'react';
import { OPS_COMMERCE_COPY } from '../../../content/ops-commerce.copy';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import styles from '../shared/ops-section.module.css';

const copy = OPS_COMMERCE_COPY.orders;
const STATUSES: readonly OpsOrderStatus[] = [
  'PENDING',
  'PAID',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
];

// A date field's day as the start of that day in UTC (ISO 8601), or nothing.
const dayStart = (day: string) => (day === '' ? undefined : `${day}T00:00:00Z`);

/** The orders' filters; applied together when the form is submitted. */
export function OrderFilters({ onApply }: { onApply: (filter: OpsOrderFilter) => void }) {
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [projectId, setProjectId] = useState('');
  const [email, setEmail] = useState('');
  const [q, setQ] = useState('');
  function apply(event: FormEvent) {
    event.preventDefault();
    const project = Number.parseInt(projectId, 10);
    onApply({
      ...(status && { status: status as OpsOrderStatus }),
      ...(dayStart(from) && { from: dayStart(from) }),
      ...(dayStart(to) && { to: dayStart(to) }),
      ...(Number.isInteger(project) && project > 0 && { projectId: project }),
      ...(email.trim() && { email: email.trim() }),
      ...(q.trim() && { q: q.trim() }),
    });
  }
  return (
    <form className={styles.filters} onSubmit={apply} aria-label={copy.filters}>
      <TextField
        label={copy.search}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        type="search"
      />
      <SelectField
        label={copy.status}
        placeholder={copy.anyStatus}
        options={STATUSES.map((value) => ({ value, label: value }))}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      />
      <TextField
        label={copy.from}
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField label={copy.to} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      <TextField
        label={copy.projectId}
        inputMode="numeric"
        value={projectId}
        onChange={(e) => setProjectId(e.target.value)}
      />
      <TextField
        label={copy.email}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit">{copy.apply}</Button>
    </form>
  );
}
