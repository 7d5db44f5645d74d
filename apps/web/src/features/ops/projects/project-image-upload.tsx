import type { OpsProject } from '@netzero/core';
import { gatewayErrorMessage, PROJECT_IMAGE_MAX_BYTES } from '@netzero/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { Button } from '../../../ui/button';
import fieldStyles from '../../../ui/field.module.css';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { FieldError } from '../../../ui/text-field';
import styles from '../catalogue-admin.module.css';
import section from '../shared/ops-section.module.css';

/** Uploads a project's image, with a preview of the chosen file before it is sent. */
export function ProjectImageUpload({
  project,
  onUploaded,
}: {
  project: OpsProject;
  onUploaded: (project: OpsProject) => void;
}) {
  const projects = useOpsPort('opsProjects');
  const copy = OPS_PROJECTS_COPY.image;
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function upload(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    if (!file) return setError(copy.choose);
    if (file.size > PROJECT_IMAGE_MAX_BYTES) return setError(copy.tooLarge);
    setBusy(true);
    const result = await projects.uploadImage(project.id, file);
    setBusy(false);
    if (!result.ok)
      return setError(gatewayErrorMessage(result.error, OPS_PROJECTS_COPY.loadFailed));
    setError(null);
    setDone(true);
    onUploaded(result.value);
  }

  return (
    <section className={section.section} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={section.sectionHeading}>
        {copy.heading}
      </h2>
      <img className={styles.preview} src={project.imageUrl} alt={copy.current} />
      <form onSubmit={upload} noValidate>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={inputId}>
            {copy.label}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
          <FieldError id={`${inputId}-error`} message={error} />
        </div>
        {preview ? <img className={styles.preview} src={preview} alt={copy.preview} /> : null}
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? copy.uploading : copy.upload}
        </Button>
      </form>
      <StatusMessage tone="success">{done ? copy.uploaded : null}</StatusMessage>
    </section>
  );
}
