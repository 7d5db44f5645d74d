import {
  type GatewayError,
  gatewayErrorMessage,
  type OpsProject,
  type Result,
} from '@netzero/core';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { BackLink } from '../shared/back-link';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import section from '../shared/ops-section.module.css';
import { useOpsLoad } from '../shared/use-ops-load';
import { ProjectForm } from './project-form';
import {
  changedFields,
  EMPTY_PROJECT_FORM,
  formErrorsOf,
  formOf,
  type ProjectFormErrors,
  type ProjectFormValues,
  readProjectForm,
} from './project-form-values';
import { ProjectImageUpload } from './project-image-upload';
import { ProjectPublishing } from './project-publishing';

/** /projects/new and /projects/:id: the project form, and for a stored project its image and visibility. */
export function ProjectEditor() {
  const { id } = useParams();
  const projectId = id === undefined ? null : Number(id);
  const projects = useOpsPort('opsProjects');
  const { load: loaded, reload } = useOpsLoad(
    async (): Promise<Result<OpsProject | null, GatewayError>> =>
      projectId === null ? { ok: true, value: null } : projects.get(projectId),
    String(projectId),
  );
  if (loaded.state !== 'ready')
    return (
      <OpsLoadState
        load={loaded}
        reload={reload}
        loadingText={OPS_PROJECTS_COPY.list.loading}
        notFound={OPS_PROJECTS_COPY.notFound}
      />
    );
  return <Editor key={loaded.value?.id ?? 'new'} stored={loaded.value} reload={reload} />;
}

function Editor({ stored, reload }: { stored: OpsProject | null; reload: () => void }) {
  const projects = useOpsPort('opsProjects');
  const navigate = useNavigate();
  const copy = OPS_PROJECTS_COPY.form;
  // A project just created opens here, saying that it stays hidden until it is published.
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [values, setValues] = useState<ProjectFormValues>(
    stored ? formOf(stored) : EMPTY_PROJECT_FORM,
  );
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    justCreated ? { tone: 'success', text: copy.created } : null,
  );
  const [busy, setBusy] = useState(false);

  async function save(): Promise<ProjectFormErrors> {
    const read = readProjectForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      setStatus({ tone: 'error', text: copy.invalid });
      return read.errors;
    }
    const patch = stored ? changedFields(read.fields, stored) : read.fields;
    if (stored && Object.keys(patch).length === 0) {
      setStatus({ tone: 'success', text: copy.noChanges });
      return {};
    }
    setBusy(true);
    const result = stored
      ? await projects.update(stored.id, patch)
      : await projects.create(read.fields);
    setBusy(false);
    if (!result.ok) {
      const found = result.error.kind === 'http' ? formErrorsOf(result.error.errors) : {};
      setErrors(found);
      setStatus({
        tone: 'error',
        text: gatewayErrorMessage(result.error, OPS_PROJECTS_COPY.loadFailed),
      });
      return found;
    }
    setErrors({});
    if (!stored) {
      navigate(`../${result.value.id}`, { relative: 'path', state: { created: true } });
      return {};
    }
    setValues(formOf(result.value));
    setStatus({ tone: 'success', text: copy.saved });
    reload();
    return {};
  }

  return (
    <div className={section.page}>
      <p>
        <BackLink label={copy.back} />
      </p>
      <OpsPageHeader title={stored ? `${copy.editTitle}: ${stored.title}` : copy.createTitle} />
      <StatusMessage tone={status?.tone ?? 'success'}>{status?.text}</StatusMessage>
      {stored ? (
        <ProjectPublishing
          project={stored}
          onChanged={() => {
            // 'Stays hidden until you publish it' is out of date once it was published.
            setStatus(null);
            reload();
          }}
        />
      ) : null}
      <ProjectForm
        values={values}
        errors={errors}
        busy={busy}
        submitLabel={stored ? copy.save : copy.create}
        onChange={setValues}
        onSubmit={save}
      />
      {stored ? <ProjectImageUpload project={stored} onUploaded={reload} /> : null}
    </div>
  );
}
