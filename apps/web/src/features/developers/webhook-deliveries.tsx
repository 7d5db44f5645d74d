import type { WebhookEndpoint } from '@netzero/core';
import { useId } from 'react';
import { DEVELOPERS_COPY } from '../../content/developers.copy';
import { fillCopy } from '../../content/fill-copy';
import { Button } from '../../ui/button';
import { usePort } from '../../ui/port-context';
import table from './data-table.module.css';
import styles from './developers-page.module.css';
import { formatDateTime } from './format';
import { SectionLoad } from './section-load';
import { useLoad } from './use-load';

const COPY = DEVELOPERS_COPY.webhooks;

/** An endpoint's newest delivery attempts: event, attempt, status code or error, duration, time. */
export function WebhookDeliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const gateway = usePort('developerGateway');
  const deliveries = useLoad(() => gateway.webhookDeliveries(endpoint.id));
  const headingId = useId();
  const columns = COPY.columns;
  return (
    <section className={styles.deliveries} aria-labelledby={headingId}>
      <div className={styles.deliveriesHead}>
        <h5 id={headingId} className={styles.minorHeading}>
          {COPY.deliveriesHeading}
        </h5>
        <Button
          variant="ghost"
          onClick={() => void deliveries.reload()}
          disabled={deliveries.loading}
          aria-busy={deliveries.loading || undefined}
        >
          {COPY.refreshDeliveries}
        </Button>
      </div>
      <SectionLoad loaded={deliveries}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.empty}>{COPY.noDeliveries}</p>
          ) : (
            <div className={table.wrap}>
              <table className={table.table}>
                <caption>{fillCopy(COPY.deliveriesCaption, { url: endpoint.url })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{columns.event}</th>
                    <th scope="col" className={table.number}>
                      {columns.attempt}
                    </th>
                    <th scope="col">{columns.result}</th>
                    <th scope="col" className={table.number}>
                      {columns.duration}
                    </th>
                    <th scope="col">{columns.time}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((delivery) => {
                    const succeeded =
                      delivery.statusCode !== null &&
                      delivery.statusCode >= 200 &&
                      delivery.statusCode < 300;
                    return (
                      <tr key={delivery.id}>
                        {/* One child per cell: under 640 px the cell is a label-and-value grid. */}
                        <td data-label={columns.event}>
                          <span>
                            <span className={table.strong}>{delivery.eventType}</span>
                            <code className={`${table.code} ${table.muted} ${styles.eventId}`}>
                              {delivery.eventId}
                            </code>
                          </span>
                        </td>
                        <td data-label={columns.attempt} className={table.number}>
                          {delivery.attempt}
                        </td>
                        <td data-label={columns.result}>
                          <span>
                            <span className={succeeded ? styles.ok : styles.failed}>
                              {delivery.statusCode ?? COPY.noAnswer}
                            </span>
                            {delivery.error ? (
                              <span className={table.muted}> — {delivery.error}</span>
                            ) : null}
                          </span>
                        </td>
                        <td data-label={columns.duration} className={table.number}>
                          {fillCopy(COPY.durationMs, { ms: delivery.durationMs })}
                        </td>
                        <td data-label={columns.time} className={table.nowrap}>
                          {formatDateTime(delivery.createdAt)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </SectionLoad>
    </section>
  );
}
