import { gatewayErrorMessage, type OpsJobStatus } from '@netzero/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OPS_DESK_COPY } from '../../../content/ops-desk.copy';
import { OPS_SHARED_COPY } from '../../../content/ops-shared.copy';
import { Button } from '../../../ui/button';
import { useOpsPort } from '../../../ui/ops-ports';
import { StatusMessage } from '../../../ui/status-message';
import { formatOpsDateTime } from '../shared/ops-format';
import { OpsLoadState } from '../shared/ops-load-state';
import styles from '../shared/ops-section.module.css';
import table from '../shared/ops-table.module.css';
import { StatusTabs } from '../shared/status-tabs';
import { useOpsLoad } from '../shared/use-ops-load';

const { mailJobs: copy } = OPS_DESK_COPY;
const STATUSES: readonly OpsJobStatus[] = ['queued', 'running', 'done', 'dead'];
const LIMIT = 100;

/** The job queue, by status (?jobs=dead from the overview), with Retry on every dead job. */
export function JobsList() {
  const gateway = useOpsPort('opsMailJobsGateway');
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((s) => s === params.get('jobs'));
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { load, reload } = useOpsLoad(
    () => gateway.jobs({ ...(status && { status }), limit: LIMIT }),
    status ?? 'all',
  );

  async function retry(id: number) {
    const result = await gateway.retry(id);
    setMessage(
      result.ok
        ? { tone: 'success', text: copy.retried(id) }
        : { tone: 'error', text: gatewayErrorMessage(result.error, OPS_SHARED_COPY.actionFailed) },
    );
    reload();
  }

  return (
    <section className={styles.section} aria-labelledby="jobs-heading">
      <h2 id="jobs-heading" className={styles.sectionHeading}>
        {copy.jobsHeading}
      </h2>
      <StatusTabs
        label={copy.jobStatus}
        statuses={STATUSES}
        labels={copy.jobStatuses}
        counts={null}
        current={status}
        onChange={(next) => setParams(next ? { jobs: next } : {})}
      />
      <StatusMessage tone={message?.tone ?? 'success'}>{message?.text}</StatusMessage>
      <OpsLoadState load={load} reload={reload} isEmpty={(v) => v.length === 0} />
      {load.state === 'ready' && load.value.length > 0 && (
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col" className={table.number}>
                #
              </th>
              <th scope="col">{copy.kind}</th>
              <th scope="col">{copy.jobStatus}</th>
              <th scope="col" className={table.number}>
                {copy.attempts}
              </th>
              <th scope="col">{copy.lastError}</th>
              <th scope="col">{copy.created}</th>
              <th scope="col">
                <span className="visually-hidden">{copy.retry}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {load.value.map((job) => (
              <tr key={job.id}>
                <td className={table.number} data-label="#">
                  {job.id}
                </td>
                <td data-label={copy.kind}>{job.kind}</td>
                <td data-label={copy.jobStatus}>{copy.jobStatuses[job.status]}</td>
                <td className={table.number} data-label={copy.attempts}>
                  {job.attempts} / {job.maxAttempts}
                </td>
                <td data-label={copy.lastError}>{job.lastError ?? '—'}</td>
                <td data-label={copy.created}>{formatOpsDateTime(job.createdAt)}</td>
                <td data-label={copy.retry}>
                  {job.status === 'dead' && (
                    <Button
                      variant="secondary"
                      aria-label={copy.retryLabel(job.id)}
                      onClick={() => retry(job.id)}
                    >
                      {copy.retry}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
