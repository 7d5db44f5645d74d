import type { WebhookDeliveryService } from '../services/developers/webhook-delivery.service.js';
import type { JobHandler } from './job-worker.js';

function payloadOf(payload: unknown): { eventId: string; endpointId: string } {
  const { eventId, endpointId } = (payload ?? {}) as { eventId?: unknown; endpointId?: unknown };
  if (typeof eventId !== 'string' || typeof endpointId !== 'string')
    throw new Error('deliver-webhook payload has no event or endpoint id');
  return { eventId, endpointId };
}

/**
 * The 'deliver-webhook' job: one event to one endpoint. A failed attempt throws, and the queue
 * retries it with backoff (16 attempts over hours). At least once: a receiver may get an event
 * twice and tells by its netzero-event-id.
 */
export function deliverWebhookHandler(deliveries: WebhookDeliveryService): JobHandler {
  return async (payload, job) => {
    const { eventId, endpointId } = payloadOf(payload);
    return deliveries.deliver(eventId, endpointId, job.attempts);
  };
}
