import { Link, Route, Routes } from 'react-router-dom';
import { OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { tonnes } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import section from '../shared/ops-section.module.css';
import { useOpsLoad } from '../shared/use-ops-load';
import { InventoryView } from './inventory-view';

/**
 * The console's Inventory section, mounted at a path ending in /* (e.g. /ops/inventory/*): a
 * project picker at its root, ':id' for one project's blocks, ledger and manual retirements.
 */
export function OpsInventoryPage() {
  return (
    <Routes>
      <Route index element={<ProjectPicker />} />
      <Route path=":id" element={<InventoryView />} />
    </Routes>
  );
}

function ProjectPicker() {
  const projects = useOpsPort('opsProjects');
  const copy = OPS_PROJECTS_COPY.inventory;
  const { load: loaded, reload } = useOpsLoad(() => projects.list(), 'projects');
  return (
    <div className={section.page}>
      <OpsPageHeader title={copy.title} lead={copy.lead} />
      <OpsLoadState load={loaded} reload={reload} loadingText={OPS_PROJECTS_COPY.list.loading} />
      {loaded.state === 'ready' ? (
        <ul>
          {loaded.value.map((project) => (
            <li key={project.id}>
              <Link to={String(project.id)}>{project.title}</Link> ·{' '}
              {tonnes(project.availableTonnes)} t
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
