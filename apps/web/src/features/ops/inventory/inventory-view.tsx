import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { fillOps, OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { BackLink } from '../shared/back-link';
import { tonnes } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import section from '../shared/ops-section.module.css';
import { useOpsLoad } from '../shared/use-ops-load';
import { BlocksTable } from './blocks-table';
import { IssuanceForm } from './issuance-form';
import { LedgerTable } from './ledger-table';
import { RetirementForm } from './retirement-form';

/** One project's inventory: its stock, issued blocks, the ledger and a manual retirement. */
export function InventoryView() {
  const projectId = Number(useParams().id);
  const projects = useOpsPort('opsProjects');
  const inventory = useOpsPort('opsInventory');
  const copy = OPS_PROJECTS_COPY.inventory;
  // Stock, blocks and ledger change together; they reload in place (the forms keep their message).
  const [round, setRound] = useState(0);
  const changed = () => setRound((n) => n + 1);
  const { load: project, reload: reloadProject } = useOpsLoad(
    () => projects.get(projectId),
    String(projectId),
    round,
  );
  const { load: blocks, reload: reloadBlocks } = useOpsLoad(
    () => inventory.issuances(projectId),
    String(projectId),
    round,
  );

  if (project.state !== 'ready')
    return (
      <OpsLoadState
        load={project}
        reload={reloadProject}
        loadingText={OPS_PROJECTS_COPY.list.loading}
        notFound={OPS_PROJECTS_COPY.notFound}
      />
    );
  const p = project.value;
  return (
    <div className={section.page}>
      <p>
        <BackLink label={copy.back} />
      </p>
      <OpsPageHeader title={fillOps(copy.projectTitle, { title: p.title })} />
      <p>
        {fillOps(copy.stock, {
          issued: tonnes(p.issuedTonnes),
          allocated: tonnes(p.allocatedTonnes),
          held: tonnes(p.heldTonnes),
          available: tonnes(p.availableTonnes),
        })}
      </p>
      <BlocksTable blocks={blocks} reload={reloadBlocks} />
      <IssuanceForm projectId={projectId} defaultVintage={p.vintage} onIssued={changed} />
      <LedgerTable projectId={projectId} round={round} />
      <RetirementForm projectId={projectId} onRetired={changed} />
    </div>
  );
}
