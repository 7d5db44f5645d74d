import type { ServerClock } from '../ports/clock.port.js';
import type { WebhookDeliveryStore, WebhookTransport } from '../ports/webhook-delivery.port.js';
import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.js';

/** Who our deliveries say they are, so a receiver's logs and firewall can tell. */
export const WEBHOOK_USER_AGENT = 'NetZeroMarket-Webhooks/1';

/** The header that names the event, so a receiver can drop a delivery it already handled. */
export const WEBHOOK_EVENT_ID_HEADER = 'netzero-event-id';

/** Characters of a receiver's answer kept in the delivery log when it refused an event. */
const ANSWER_LOGGED_CHARS = 200;

/** A failed attempt: the job queue retries it with backoff until its attempts are spent. */
export class WebhookDeliveryFailed extends Error {}

/**
 * Delivers one event to one endpoint: signed now (a retry carries a fresh time), every attempt
 * logged. A 2xx answer is delivered; anything else (a redirect too) fails the attempt.
 */
export class WebhookDeliveryService {
  readonly #store: WebhookDeliveryStore;
  readonly #transport: WebhookTransport;
  readonly #clock: ServerClock;

  constructor(deps: {
    store: WebhookDeliveryStore;
    transport: WebhookTransport;
    clock: ServerClock;
  }) {
    this.#store = deps.store;
    this.#transport = deps.transport;
    this.#clock = deps.clock;
  }

  /** Attempt number `attempt` (1 for the first); throws WebhookDeliveryFailed when not delivered. */
  async deliver(eventId: string, endpointId: string, attempt: number): Promise<void> {
    const target = await this.#store.target(eventId, endpointId);
    // Disabled or deleted since the event: its owner wants nothing more sent there.
    if (!target) return;
    const now = this.#clock.now();
    const result = await this.#transport.post(target.url, {
      body: target.body,
      headers: {
        'content-type': 'application/json',
        'user-agent': WEBHOOK_USER_AGENT,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(
          target.secret,
          target.body,
          now.getTime() / 1000,
        ),
        [WEBHOOK_EVENT_ID_HEADER]: eventId,
      },
    });
    const delivered = 'statusCode' in result && result.statusCode >= 200 && result.statusCode < 300;
    const error =
      'error' in result
        ? result.error
        : delivered
          ? null
          : `answered ${result.statusCode}${oneLine(result.answer)}`;
    await this.#store.recordAttempt({
      eventId,
      endpointId,
      attempt,
      statusCode: 'statusCode' in result ? result.statusCode : null,
      error,
      durationMs: Math.max(0, Math.round(result.durationMs)),
      createdAt: now,
    });
    if (!delivered)
      throw new WebhookDeliveryFailed(`webhook ${eventId} to ${endpointId}: ${error}`);
  }
}

function oneLine(answer: string): string {
  const text = answer.replace(/\s+/g, ' ').trim().slice(0, ANSWER_LOGGED_CHARS);
  return text === '' ? '' : `: ${text}`;
}
