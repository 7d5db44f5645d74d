import type { ApiMode, WebhookEventType } from '@netzero/core';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import type {
  TestEventOutcome,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookEndpointRepository,
} from '../services/ports/webhook-endpoint.repository.port.js';
import type { Database } from './database.js';
import { users, webhookDeliveries, webhookEndpoints, webhookEvents } from './schema.js';
import { recordWebhookEvent } from './webhook-events.js';

const RECORD = {
  id: webhookEndpoints.id,
  userId: webhookEndpoints.userId,
  mode: webhookEndpoints.mode,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  description: webhookEndpoints.description,
  createdAt: webhookEndpoints.createdAt,
  disabledAt: webhookEndpoints.disabledAt,
};

// The events column is text[]; only the contract's event types are ever written to it.
const toRecord = (row: { events: string[] } & Omit<WebhookEndpointRecord, 'events'>) => ({
  ...row,
  events: row.events as WebhookEventType[],
});

/** Webhook endpoints in webhook_endpoints, with their delivery log and test events. */
export class DrizzleWebhookEndpointRepository implements WebhookEndpointRepository {
  readonly #db: Database;
  readonly #jobs: JobQueue;

  constructor(db: Database, jobs: JobQueue) {
    this.#db = db;
    this.#jobs = jobs;
  }

  create(
    endpoint: Parameters<WebhookEndpointRepository['create']>[0],
    limit: number,
  ): Promise<WebhookEndpointRecord | 'limit-reached'> {
    return this.#db.transaction(async (tx) => {
      // The account's row is the lock: concurrent creates count one after the other.
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, endpoint.userId))
        .for('update');
      const [enabled] = await tx
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.userId, endpoint.userId),
            eq(webhookEndpoints.mode, endpoint.mode),
            isNull(webhookEndpoints.disabledAt),
          ),
        );
      if ((enabled?.n ?? 0) >= limit) return 'limit-reached' as const;
      const [row] = await tx
        .insert(webhookEndpoints)
        .values({ ...endpoint, events: [...endpoint.events] })
        .returning(RECORD);
      if (!row) throw new Error('insert into webhook_endpoints returned no row');
      return toRecord(row);
    });
  }

  async listFor(userId: number): Promise<WebhookEndpointRecord[]> {
    const rows = await this.#db
      .select(RECORD)
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
    return rows.map(toRecord);
  }

  async disable(userId: number, id: string, now: Date): Promise<WebhookEndpointRecord | null> {
    const [row] = await this.#db
      .update(webhookEndpoints)
      .set({
        disabledAt: sql`coalesce(${webhookEndpoints.disabledAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
      .returning(RECORD);
    return row ? toRecord(row) : null;
  }

  async deliveries(
    userId: number,
    id: string,
    limit: number,
  ): Promise<WebhookDeliveryRecord[] | null> {
    const [owned] = await this.#db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
    if (!owned) return null;
    return this.#db
      .select({
        id: webhookDeliveries.id,
        eventId: webhookDeliveries.eventId,
        eventType: webhookEvents.type,
        attempt: webhookDeliveries.attempt,
        statusCode: webhookDeliveries.statusCode,
        error: webhookDeliveries.error,
        durationMs: webhookDeliveries.durationMs,
        createdAt: webhookDeliveries.createdAt,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.endpointId, id))
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit);
  }

  recordTestEvent(
    userId: number,
    id: string,
    object: (mode: ApiMode, now: Date) => object,
    now: Date,
  ): Promise<TestEventOutcome> {
    return this.#db.transaction(async (tx) => {
      const [endpoint] = await tx
        .select({ mode: webhookEndpoints.mode, disabledAt: webhookEndpoints.disabledAt })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
      if (!endpoint) return { outcome: 'not-found' } as const;
      if (endpoint.disabledAt) return { outcome: 'disabled' } as const;
      const eventId = await recordWebhookEvent(
        tx,
        this.#jobs,
        {
          userId,
          mode: endpoint.mode,
          type: 'order.fulfilled',
          object: object(endpoint.mode, now),
          test: { onlyEndpointId: id },
        },
        now,
      );
      return { outcome: 'recorded', eventId } as const;
    });
  }
}
