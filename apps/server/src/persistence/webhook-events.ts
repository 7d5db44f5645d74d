import type { ApiMode, WebhookEventType } from '@netzero/core';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { JobQueue } from '../services/ports/job-queue.port.js';
import { newPublicId } from '../services/shared/public-id.js';
import type { Database } from './database.js';
import { asJobTransaction } from './drizzle-job.queue.js';
import { webhookEndpoints, webhookEvents } from './schema.js';

/** Attempts to deliver one event to one endpoint before its job is dead. */
export const WEBHOOK_DELIVERY_ATTEMPTS = 16;

/** An event to record: whose, which mode, what happened, and the object it carries (its wire form). */
export interface NewWebhookEvent {
  readonly userId: number;
  readonly mode: ApiMode;
  readonly type: WebhookEventType;
  /** The API object as /v1 answers it (an order, a balance). */
  readonly object: object;
  /** Sent from the dashboard's "send test event": to `onlyEndpointId`, whatever it subscribes to. */
  readonly test?: { readonly onlyEndpointId: string };
}

/**
 * Records an event and queues one delivery job per endpoint that wants it, inside the caller's
 * transaction: the event and its deliveries commit with the change they report, or not at all
 * (DESIGN §5 'The public API'). The body is stored as it will be signed and sent. Its id.
 */
export async function recordWebhookEvent(
  tx: Database,
  jobs: JobQueue,
  event: NewWebhookEvent,
  now: Date,
): Promise<string> {
  const id = newPublicId('evt');
  const body = {
    object: 'event',
    id,
    type: event.type,
    mode: event.mode,
    createdAt: now.toISOString(),
    ...(event.test && { test: true }),
    data: { object: event.object },
  };
  await tx.insert(webhookEvents).values({
    id,
    userId: event.userId,
    mode: event.mode,
    type: event.type,
    body,
    createdAt: now,
  });
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.userId, event.userId),
        eq(webhookEndpoints.mode, event.mode),
        isNull(webhookEndpoints.disabledAt),
        event.test
          ? eq(webhookEndpoints.id, event.test.onlyEndpointId)
          : arrayContains(webhookEndpoints.events, [event.type]),
      ),
    );
  for (const endpoint of endpoints)
    await jobs.enqueue(
      {
        kind: 'deliver-webhook',
        payload: { eventId: id, endpointId: endpoint.id },
        dedupeKey: `deliver-webhook:${id}:${endpoint.id}`,
        // With retry-backoff.ts's schedule, 16 attempts span 3.7 to 7.4 hours: an endpoint's
        // afternoon outage loses nothing.
        maxAttempts: WEBHOOK_DELIVERY_ATTEMPTS,
      },
      asJobTransaction(tx),
    );
  return id;
}
