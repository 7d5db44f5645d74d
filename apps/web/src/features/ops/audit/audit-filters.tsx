import { type FormEvent, useState } from 'react';
import { OPS_CONSOLE_COPY } from '../../../content/ops-console.copy';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import styles from './audit.module.css';

const COPY = OPS_CONSOLE_COPY.audit;

/** The audit log's filters as typed: text, and days as YYYY-MM-DD ('' for none). */
export interface AuditFilterValues {
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string;
  readonly from: string;
  readonly to: string;
}

/** No filter set. */
export const NO_AUDIT_FILTERS: AuditFilterValues = {
  action: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};

/** The filter form: the entries change only when the operator applies (or clears) it. */
export function AuditFilters({ onApply }: { onApply: (values: AuditFilterValues) => void }) {
  const [values, setValues] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const field = (name: keyof AuditFilterValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(values);
  }
  function clear() {
    setValues(NO_AUDIT_FILTERS);
    onApply(NO_AUDIT_FILTERS);
  }
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={COPY.filtersLabel}>
      <div className={styles.filterFields}>
        <TextField label={COPY.action} helper={COPY.actionHelper} {...field('action')} />
        <TextField label={COPY.targetType} {...field('targetType')} />
        <TextField label={COPY.targetId} {...field('targetId')} />
        <TextField label={COPY.from} type="date" {...field('from')} />
        <TextField label={COPY.to} type="date" {...field('to')} />
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">{COPY.apply}</Button>
        <Button variant="ghost" onClick={clear}>
          {COPY.clear}
        </Button>
      </div>
    </form>
  );
}
