import { type FormEvent, useRef } from 'react';
import { OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import styles from '../catalogue-admin.module.css';
import {
  FIELD_ORDER,
  type ProjectFormErrors,
  type ProjectFormField,
  type ProjectFormValues,
} from './project-form-values';

const LONG: ReadonlySet<ProjectFormField> = new Set(['description', 'pageCopy']);

/** The project form (UI.md 'Forms'): label above, error below, first invalid field focused. */
export function ProjectForm({
  values,
  errors,
  busy,
  submitLabel,
  onChange,
  onSubmit,
}: {
  values: ProjectFormValues;
  errors: ProjectFormErrors;
  busy: boolean;
  submitLabel: string;
  onChange: (values: ProjectFormValues) => void;
  /** Returns the errors to show; the first invalid field then gets focus. */
  onSubmit: () => Promise<ProjectFormErrors>;
}) {
  const form = useRef<HTMLFormElement>(null);
  const labels = OPS_PROJECTS_COPY.form.fields;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = await onSubmit();
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit}>
      <div className={styles.grid}>
        {FIELD_ORDER.filter((field) => !LONG.has(field)).map((field) => (
          <TextField
            key={field}
            name={field}
            label={labels[field]}
            value={values[field]}
            error={errors[field]}
            inputMode={field === 'price' ? 'decimal' : field === 'vintage' ? 'numeric' : undefined}
            onChange={(event) => onChange({ ...values, [field]: event.target.value })}
          />
        ))}
      </div>
      {[...LONG].map((field) => (
        <TextAreaField
          key={field}
          name={field}
          label={labels[field]}
          value={values[field]}
          error={errors[field]}
          rows={field === 'pageCopy' ? 10 : 4}
          onChange={(event) => onChange({ ...values, [field]: event.target.value })}
        />
      ))}
      <Button type="submit" disabled={busy}>
        {busy ? OPS_PROJECTS_COPY.form.saving : submitLabel}
      </Button>
    </form>
  );
}
