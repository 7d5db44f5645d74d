import { type AuditLogEntry, type AuditLogQuery, gatewayErrorMessage } from '@netzero/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { OPS_CONSOLE_COPY } from '../../../content/ops-console.copy';
import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import { Button } from '../../../ui/button';
import { LoadingState } from '../../../ui/loading-state';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { dayBoundary } from '../shared/ops-format';
import { OpsPageHeader } from '../shared/ops-page-header';
import styles from './audit.module.css';
import { AuditFilters, type AuditFilterValues, NO_AUDIT_FILTERS } from './audit-filters';
import { AuditTable } from './audit-table';

const COPY = OPS_CONSOLE_COPY.audit;
/** Entries per request; a full page means there may be older ones. */
export const AUDIT_PAGE_SIZE = 50;

/** The filters as the gateway's query: only those set, days as instants in the operator's zone. */
export function auditQuery(values: AuditFilterValues): AuditLogQuery {
  const text = (value: string) => value.trim() || undefined;
  const query = {
    action: text(values.action),
    targetType: text(values.targetType),
    targetId: text(values.targetId),
    from: dayBoundary(values.from),
    to: dayBoundary(values.to, true),
    limit: AUDIT_PAGE_SIZE,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/** The audit log: every operator action, filtered, newest first, older pages on request. */
export function AuditPage() {
  const audit = useOpsPort('opsAuditGateway');
  const [filters, setFilters] = useState(NO_AUDIT_FILTERS);
  const [entries, setEntries] = useState<readonly AuditLogEntry[] | null>(null);
  const [more, setMore] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);

  // Only the reply to the latest request is shown: filters applied again win over older pages.
  const load = useCallback(
    async (query: AuditLogQuery, before: readonly AuditLogEntry[]) => {
      const request = ++latest.current;
      setPending(true);
      setFailure(null);
      const result = await audit.list(query);
      if (request !== latest.current) return;
      setPending(false);
      if (!result.ok) return setFailure(gatewayErrorMessage(result.error, OPS_CONSOLE_COPY.failed));
      setEntries([...before, ...result.value]);
      setMore(result.value.length >= AUDIT_PAGE_SIZE);
    },
    [audit],
  );

  useEffect(() => {
    setEntries(null);
    void load(auditQuery(filters), []);
  }, [filters, load]);

  const last = entries?.at(-1);
  return (
    <>
      <OpsPageHeader title={COPY.title} lead={COPY.lead} />
      <AuditFilters onApply={setFilters} />
      <StatusMessage tone="error">{failure}</StatusMessage>
      {entries === null ? (
        pending ? (
          <LoadingState text={OPS_SHARED_COPY.loading} />
        ) : null
      ) : entries.length === 0 ? (
        <p className={styles.empty}>{COPY.empty}</p>
      ) : (
        <>
          <AuditTable entries={entries} />
          <div className={styles.paging} aria-live="polite">
            {more && last ? (
              <Button
                variant="secondary"
                disabled={pending}
                onClick={() => void load({ ...auditQuery(filters), beforeId: last.id }, entries)}
              >
                {pending ? COPY.loadingOlder : COPY.older}
              </Button>
            ) : (
              <p className={styles.end}>{COPY.end}</p>
            )}
          </div>
        </>
      )}
    </>
  );
}
