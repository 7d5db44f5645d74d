import type { ServerClock } from '../../services/ports/clock.port.js';
import { readSandboxDeliveryJob } from './sandbox-delivery-job.js';
import { signSandboxPayload } from './sandbox-signature.js';

/** Sends one signed webhook body to our server; rejects when the server did not accept it. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<void>;

/**
 * Delivers the sandbox's queued events (see sandbox-delivery-job.ts) to our webhook route, one at
 * a time and in order. Each attempt is signed afresh: a retried delivery must not carry a stale
 * timestamp. It keeps nothing: an event the receiver refused stays in its job, which the queue
 * retries with backoff.
 */
export class SandboxWebhookSender {
  #deliver: WebhookDelivery | null = null;

  constructor(
    private readonly clock: ServerClock,
    private readonly secret: string,
  ) {}

  /** Where events go from now on. */
  deliverTo(deliver: WebhookDelivery): void {
    this.#deliver = deliver;
  }

  /**
   * Delivers a job's events in order; throws at the first the receiver refused (the job is retried
   * whole, and the receiver ignores the events it already has, by id).
   */
  async deliver(payload: unknown): Promise<void> {
    const bodies = readSandboxDeliveryJob(payload);
    const deliver = this.#deliver;
    if (!deliver) throw new Error('the sandbox has no webhook receiver yet');
    for (const body of bodies) {
      const nowSeconds = this.clock.now().getTime() / 1000;
      await deliver(body, signSandboxPayload(this.secret, body, nowSeconds));
    }
  }
}
