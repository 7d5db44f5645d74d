import type { JobHandler } from './job-worker.js';

/** What delivers a provider's queued events: signs them now and posts them to our webhook route. */
export interface PaymentEventDelivery {
  /** Delivers a job's events in order; throws when the receiver refused one. */
  deliverQueuedEvents(payload: unknown): Promise<void>;
}

/**
 * The 'deliver-payment-events' job of the embedded sandbox provider. At least once: a delivery
 * that reached our route but was not marked done is sent again, and the route's event log
 * ignores an event it already has (by its id), so the repeat changes nothing.
 */
export function deliverPaymentEventsHandler(delivery: PaymentEventDelivery): JobHandler {
  return (payload) => delivery.deliverQueuedEvents(payload);
}
