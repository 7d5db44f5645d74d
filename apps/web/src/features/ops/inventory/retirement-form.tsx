import { gatewayErrorMessage } from '@netzero/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { fillOps, OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import styles from '../catalogue-admin.module.css';
import section from '../shared/ops-section.module.css';

type Field = 'quantity' | 'beneficiary' | 'note';

/** Retires credits sold off-platform: the next free serials, no order. */
export function RetirementForm({
  projectId,
  onRetired,
}: {
  projectId: number;
  onRetired: () => void;
}) {
  const inventory = useOpsPort('opsInventory');
  const copy = OPS_PROJECTS_COPY.inventory;
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    quantity: '',
    beneficiary: '',
    note: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  function show(found: Partial<Record<Field, string>>, text: string) {
    setErrors(found);
    setStatus({ tone: 'error', text });
    const first = (['quantity', 'beneficiary', 'note'] as const).find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!/^[1-9]\d*$/.test(values.quantity.trim()))
      found.quantity = OPS_PROJECTS_COPY.form.wholeNumber;
    if (values.beneficiary.trim() === '') found.beneficiary = OPS_PROJECTS_COPY.form.required;
    if (Object.keys(found).length > 0) return show(found, OPS_PROJECTS_COPY.form.invalid);
    const quantity = Number(values.quantity.trim());
    setBusy(true);
    const result = await inventory.retire(projectId, {
      quantity,
      beneficiary: values.beneficiary.trim(),
      note: values.note,
    });
    setBusy(false);
    if (!result.ok) {
      const server = result.error.kind === 'http' ? (result.error.errors ?? {}) : {};
      return show(server, gatewayErrorMessage(result.error, OPS_PROJECTS_COPY.loadFailed));
    }
    setErrors({});
    setStatus({ tone: 'success', text: fillOps(copy.retired, { quantity }) });
    setValues({ quantity: '', beneficiary: '', note: '' });
    onRetired();
  }

  return (
    <section className={section.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={section.sectionHeading}>
        {copy.retireHeading}
      </h2>
      <form ref={form} className={styles.form} noValidate onSubmit={submit}>
        <TextField
          name="quantity"
          label={copy.retireQuantity}
          inputMode="numeric"
          value={values.quantity}
          error={errors.quantity}
          onChange={(event) => setValues({ ...values, quantity: event.target.value })}
        />
        <TextField
          name="beneficiary"
          label={copy.beneficiary}
          value={values.beneficiary}
          error={errors.beneficiary}
          onChange={(event) => setValues({ ...values, beneficiary: event.target.value })}
        />
        <TextAreaField
          name="note"
          label={copy.note}
          rows={3}
          value={values.note}
          error={errors.note}
          onChange={(event) => setValues({ ...values, note: event.target.value })}
        />
        <Button type="submit" disabled={busy}>
          {copy.retire}
        </Button>
      </form>
      <StatusMessage tone={status?.tone ?? 'success'}>{status?.text}</StatusMessage>
    </section>
  );
}
