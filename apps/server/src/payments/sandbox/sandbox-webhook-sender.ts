import type { ServerClock } from '../../services/ports/clock.port.js';
import type { PaymentEvent } from '../../services/ports/payment-provider.port.js';
import { serializeSandboxEvent } from './sandbox-events.js';
import { signSandboxPayload } from './sandbox-signature.js';

/** Sends one signed webhook body to our server; rejects when the server did not accept it. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<void>;

/**
 * Signs and delivers the sandbox's events, one at a time and in order. Each attempt is signed
 * afresh (a retried delivery must not carry a stale timestamp). An event that could not be
 * delivered is kept for the next sweep: in memory for completions and cancellations, whose
 * retry this process owns; expiries and renewals need no memory, as the sweep re-derives them
 * from the tables (see SandboxPaymentProvider.expireDue and renewDue).
 */
export class SandboxWebhookSender {
  #deliver: WebhookDelivery | null = null;
  readonly #undelivered: PaymentEvent[] = [];

  constructor(
    private readonly clock: ServerClock,
    private readonly secret: string,
  ) {}

  /** Where events go from now on. */
  deliverTo(deliver: WebhookDelivery): void {
    this.#deliver = deliver;
  }

  /** Delivers the events in order; returns whether all were accepted (the rest are not attempted). */
  async send(events: readonly PaymentEvent[]): Promise<boolean> {
    for (const event of events) {
      if (!(await this.#attempt(event))) return false;
    }
    return true;
  }

  /** Delivers the events in order, keeping those that fail for `retryUndelivered`. */
  async sendOrKeep(events: readonly PaymentEvent[]): Promise<void> {
    for (const [index, event] of events.entries()) {
      if (!(await this.#attempt(event))) {
        this.#undelivered.push(...events.slice(index));
        return;
      }
    }
  }

  /** Retries the kept events, in order; returns how many were delivered now. */
  async retryUndelivered(): Promise<number> {
    const pending = this.#undelivered.splice(0);
    let delivered = 0;
    for (const [index, event] of pending.entries()) {
      if (!(await this.#attempt(event))) {
        this.#undelivered.unshift(...pending.slice(index));
        break;
      }
      delivered += 1;
    }
    return delivered;
  }

  /** How many events wait for a retry (for tests and logs). */
  get undeliveredCount(): number {
    return this.#undelivered.length;
  }

  async #attempt(event: PaymentEvent): Promise<boolean> {
    if (!this.#deliver) return false;
    const now = this.clock.now();
    const body = serializeSandboxEvent(event, now);
    try {
      await this.#deliver(body, signSandboxPayload(this.secret, body, now.getTime() / 1000));
      return true;
    } catch {
      // The receiver is down or refused it: like a provider, we try again later.
      return false;
    }
  }
}
