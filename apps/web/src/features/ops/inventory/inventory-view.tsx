import { gatewayErrorMessage } from '@netzero/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fillOps, OPS_PROJECTS_COPY } from '../../../content/ops-projects.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { useLoaded } from '../use-loaded';
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
  const [round, setRound] = useState(0);
  const changed = () => setRound((n) => n + 1);
  const [project] = useLoaded(() => projects.get(projectId), [projects, projectId, round]);
  const [blocks] = useLoaded(() => inventory.issuances(projectId), [inventory, projectId, round]);

  if (project.status === 'loading') return <p>{OPS_PROJECTS_COPY.list.loading}</p>;
  if (project.status === 'failed')
    return (
      <StatusMessage tone="error">
        {gatewayErrorMessage(project.error, OPS_PROJECTS_COPY.loadFailed)}
      </StatusMessage>
    );
  const p = project.value;
  return (
    <div>
      <p>
        <Link to=".." relative="path">
          {copy.back}
        </Link>
      </p>
      <h1>{fillOps(copy.projectTitle, { title: p.title })}</h1>
      <p>
        {fillOps(copy.stock, {
          issued: p.issuedTonnes.toLocaleString('en-US'),
          allocated: p.allocatedTonnes.toLocaleString('en-US'),
          held: p.heldTonnes.toLocaleString('en-US'),
          available: p.availableTonnes.toLocaleString('en-US'),
        })}
      </p>
      <BlocksTable blocks={blocks} />
      <IssuanceForm projectId={projectId} defaultVintage={p.vintage} onIssued={changed} />
      <LedgerTable projectId={projectId} round={round} />
      <RetirementForm projectId={projectId} onRetired={changed} />
    </div>
  );
}
