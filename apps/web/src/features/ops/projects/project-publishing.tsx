import { gatewayErrorMessage, type OpsProject } from '@netzero/core';
import { useId, useState } from 'react';
import { OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import styles from '../catalogue-admin.module.css';
import section from '../shared/ops-section.module.css';

/** Whether buyers see the project, and the button that changes it. */
export function ProjectPublishing({
  project,
  onChanged,
}: {
  project: OpsProject;
  onChanged: () => void;
}) {
  const projects = useOpsPort('opsProjects');
  const copy = OPS_PROJECTS_COPY.publishing;
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    setDone(null);
    const publish = !project.published;
    const result = await projects.setPublished(project.id, publish);
    setBusy(false);
    if (!result.ok)
      return setError(gatewayErrorMessage(result.error, OPS_PROJECTS_COPY.loadFailed));
    setError(null);
    setDone(publish ? copy.published : copy.unpublished);
    onChanged();
  }

  return (
    <section className={section.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={section.sectionHeading}>
        {copy.heading}
      </h2>
      <p className={styles.status}>{project.published ? copy.isPublished : copy.isUnpublished}</p>
      <Button
        variant={project.published ? 'secondary' : 'primary'}
        disabled={busy}
        onClick={toggle}
      >
        {project.published ? copy.unpublish : copy.publish}
      </Button>
      <StatusMessage tone="error">{error}</StatusMessage>
      <StatusMessage tone="success">{done}</StatusMessage>
    </section>
  );
}
