import { gatewayErrorMessage, type NewIssuanceBlock } from '@netzero/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { fillOps, OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { TextField } from '../../../ui/text-field';
import styles from '../catalogue-admin.module.css';
import section from '../shared/ops-section.module.css';

type Field = 'vintage' | 'registrySerialBlock' | 'firstSerial' | 'lastSerial' | 'quantity';
const ORDER: readonly Field[] = [
  'vintage',
  'registrySerialBlock',
  'firstSerial',
  'lastSerial',
  'quantity',
];
const NUMBERS: readonly Field[] = ['vintage', 'firstSerial', 'lastSerial', 'quantity'];

/** Records a block the registry issued (first and last serial, or a quantity). */
export function IssuanceForm({
  projectId,
  defaultVintage,
  onIssued,
}: {
  projectId: number;
  defaultVintage: number;
  onIssued: () => void;
}) {
  const inventory = useOpsPort('opsInventory');
  const copy = OPS_PROJECTS_COPY.inventory;
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    vintage: String(defaultVintage),
    registrySerialBlock: '',
    firstSerial: '',
    lastSerial: '',
    quantity: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  function show(found: Partial<Record<Field, string>>, text: string) {
    setErrors(found);
    setStatus({ tone: 'error', text });
    const first = ORDER.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of NUMBERS)
      if (values[field].trim() !== '' && !/^\d+$/.test(values[field].trim()))
        found[field] = OPS_PROJECTS_COPY.form.wholeNumber;
    if (values.registrySerialBlock.trim() === '')
      found.registrySerialBlock = OPS_PROJECTS_COPY.form.required;
    if (Object.keys(found).length > 0) return show(found, OPS_PROJECTS_COPY.form.invalid);
    const number = (field: Field) =>
      values[field].trim() === '' ? undefined : Number(values[field].trim());
    const block: NewIssuanceBlock = {
      vintage: Number(values.vintage),
      registrySerialBlock: values.registrySerialBlock.trim(),
      ...(number('firstSerial') !== undefined && { firstSerial: number('firstSerial') }),
      ...(number('lastSerial') !== undefined && { lastSerial: number('lastSerial') }),
      ...(number('quantity') !== undefined && { quantity: number('quantity') }),
    };
    setBusy(true);
    const result = await inventory.addIssuance(projectId, block);
    setBusy(false);
    if (!result.ok) {
      const server = result.error.kind === 'http' ? (result.error.errors ?? {}) : {};
      const mapped = Object.fromEntries(ORDER.filter((f) => server[f]).map((f) => [f, server[f]]));
      return show(mapped, gatewayErrorMessage(result.error, OPS_PROJECTS_COPY.loadFailed));
    }
    setErrors({});
    setStatus({ tone: 'success', text: fillOps(copy.added, { quantity: result.value.quantity }) });
    setValues({
      ...values,
      registrySerialBlock: '',
      firstSerial: '',
      lastSerial: '',
      quantity: '',
    });
    onIssued();
  }

  return (
    <section className={section.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={section.sectionHeading}>
        {copy.addHeading}
      </h2>
      <p>{copy.addHelp}</p>
      <form ref={form} className={styles.form} noValidate onSubmit={submit}>
        <div className={styles.grid}>
          {ORDER.map((field) => (
            <TextField
              key={field}
              name={field}
              label={copy[field]}
              value={values[field]}
              error={errors[field]}
              inputMode={NUMBERS.includes(field) ? 'numeric' : undefined}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          ))}
        </div>
        <Button type="submit" disabled={busy}>
          {copy.add}
        </Button>
      </form>
      <StatusMessage tone={status?.tone ?? 'success'}>{status?.text}</StatusMessage>
    </section>
  );
}
