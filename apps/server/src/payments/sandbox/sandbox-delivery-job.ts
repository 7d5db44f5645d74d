import type { Database } from '../../persistence/database.js';
import { asJobTransaction } from '../../persistence/drizzle-job.queue.js';
import type { JobQueue, NewJob } from '../../services/ports/job-queue.port.js';
import type { PaymentEvent } from '../../services/ports/payment-provider.port.js';
import { parseSandboxEvent, sandboxWireEvent } from './sandbox-events.js';

/**
 * The durable delivery of `events`, in this order, enqueued in the transaction of the state change
 * that caused them: a server killed after that change still delivers them (another worker runs the
 * job). The dedupe key names the events, so the one state change enqueues them once.
 */
export function sandboxDeliveryJob(events: readonly PaymentEvent[], created: Date): NewJob {
  return {
    kind: 'deliver-payment-events',
    payload: { events: events.map((event) => sandboxWireEvent(event, created)) },
    dedupeKey: `sandbox-events:${events.map((event) => event.id).join('+')}`,
  };
}

/**
 * The webhook bodies of a delivery job's payload, in order. Throws when the payload is not what
 * `sandboxDeliveryJob` stores: a job we cannot read is a bug, and must end dead, not be dropped.
 */
export function readSandboxDeliveryJob(payload: unknown): string[] {
  const events = (payload as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length === 0)
    throw new Error('deliver-payment-events payload has no events');
  return events.map((event) => {
    const body = JSON.stringify(event);
    const parsed = parseSandboxEvent(body);
    if (parsed === null || parsed === 'malformed')
      throw new Error('deliver-payment-events payload holds an event the sandbox cannot send');
    return body;
  });
}

/** Events to deliver because of a state change, and the moment they were created. */
export interface Announced {
  readonly events: readonly PaymentEvent[];
  readonly now: Date;
}

/** Runs a state change in a transaction; when it changed a row, its events' delivery is enqueued in it. */
export type Announcing = <T>(
  announced: Announced,
  change: (tx: Database) => Promise<T | null>,
) => Promise<T | null>;

/** The sandbox tables' way to change state: the change and its delivery job commit together. */
export function announcing(db: Database, jobs: JobQueue): Announcing {
  return (announced, change) =>
    db.transaction(async (tx) => {
      const changed = await change(tx);
      if (changed !== null && announced.events.length > 0)
        await jobs.enqueue(
          sandboxDeliveryJob(announced.events, announced.now),
          asJobTransaction(tx),
        );
      return changed;
    });
}
