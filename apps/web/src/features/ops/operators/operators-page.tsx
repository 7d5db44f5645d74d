import type { Operator } from '@netzero/core';
import { useCallback, useEffect, useState } from 'react';
import { OPS_CONSOLE_COPY } from '../../../content/ops-console.copy';
import { LoadingState } from '../../../ui/loading-state';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { OpsPageHeader } from '../ops-page-header';
import { useOpsAction } from '../use-ops-action';
import { InviteForm } from './invite-form';
import styles from './operators.module.css';
import { OperatorsTable } from './operators-table';

const COPY = OPS_CONSOLE_COPY.operators;

/** The operators of the marketplace, and the form that invites another. */
export function OperatorsPage() {
  const gateway = useOpsPort('opsOperatorsGateway');
  const action = useOpsAction();
  const { run } = action;
  const [operators, setOperators] = useState<readonly Operator[] | null>(null);

  const load = useCallback(async () => {
    const list = await run(() => gateway.list());
    if (list) setOperators(list);
  }, [gateway, run]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <OpsPageHeader title={COPY.title} lead={COPY.lead} />
      <StatusMessage tone="error">{action.message}</StatusMessage>
      {operators === null ? (
        action.pending ? (
          <LoadingState text={OPS_CONSOLE_COPY.loading} />
        ) : null
      ) : operators.length === 0 ? (
        <p className={styles.empty}>{COPY.empty}</p>
      ) : (
        <OperatorsTable operators={operators} />
      )}
      <InviteForm onInvited={() => void load()} />
    </>
  );
}
