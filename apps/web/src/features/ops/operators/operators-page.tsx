import { OPS_CONSOLE_COPY } from '../../../content/ops-console.copy';
import { useOpsPort } from '../../../ui/ops-ports';
import { OpsLoadState } from '../shared/ops-load-state';
import { OpsPageHeader } from '../shared/ops-page-header';
import { useOpsLoad } from '../shared/use-ops-load';
import { InviteForm } from './invite-form';
import styles from './operators.module.css';
import { OperatorsTable } from './operators-table';

const COPY = OPS_CONSOLE_COPY.operators;

/** The operators of the marketplace, and the form that invites another. */
export function OperatorsPage() {
  const gateway = useOpsPort('opsOperatorsGateway');
  const { load, reload } = useOpsLoad(() => gateway.list(), 'operators');
  const operators = load.state === 'ready' ? load.value : null;

  return (
    <>
      <OpsPageHeader title={COPY.title} lead={COPY.lead} />
      <OpsLoadState load={load} reload={reload} />
      {operators?.length === 0 ? <p className={styles.empty}>{COPY.empty}</p> : null}
      {operators && operators.length > 0 ? <OperatorsTable operators={operators} /> : null}
      <InviteForm onInvited={reload} />
    </>
  );
}
