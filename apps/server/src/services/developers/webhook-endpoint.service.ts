import type { ApiMode, WebhookEventType } from '@netzero/core';
import type { ServerClock } from '../ports/clock.port.js';
import type { RateLimiter } from '../ports/rate-limiter.port.js';
import type {
  TestEventOutcome,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookEndpointRepository,
} from '../ports/webhook-endpoint.repository.port.js';
import type { OutboundAddressGuard } from '../shared/outbound-address-guard.js';
import { newPublicId, randomAlphanumeric } from '../shared/public-id.js';
import { hitRateLimits, type RateLimit, type RateLimited } from '../shared/rate-limits.js';

/** Enabled endpoints an account may have per mode (each event is sent once to each). */
export const WEBHOOK_ENDPOINTS_PER_MODE = 10;

/** Delivery attempts the dashboard shows per endpoint. */
export const WEBHOOK_DELIVERIES_LISTED = 50;

/** Test events an account may send: each is a real delivery, so a loop must not hammer a host. */
export const WEBHOOK_TEST_EVENT_LIMIT: RateLimit = { limit: 30, windowMs: 60 * 60 * 1000 };

/** Random characters of a signing secret after 'whsec_': 32 letters and digits, 190 bits. */
const SECRET_RANDOM_CHARS = 32;

/** Why an endpoint was not created. */
export type CreateWebhookRefusal =
  | { readonly code: 'DEVELOPERS.WEBHOOK_LIMIT'; readonly limit: number }
  | { readonly code: 'DEVELOPERS.WEBHOOK_URL_PRIVATE' };

/** Registers, lists, disables and tests the accounts' webhook endpoints. */
export class WebhookEndpointService {
  readonly #endpoints: WebhookEndpointRepository;
  readonly #guard: OutboundAddressGuard;
  readonly #rateLimiter: RateLimiter;
  readonly #clock: ServerClock;

  constructor(deps: {
    endpoints: WebhookEndpointRepository;
    guard: OutboundAddressGuard;
    rateLimiter: RateLimiter;
    clock: ServerClock;
  }) {
    this.#endpoints = deps.endpoints;
    this.#guard = deps.guard;
    this.#rateLimiter = deps.rateLimiter;
    this.#clock = deps.clock;
  }

  /**
   * A new endpoint and its signing secret, which only this answer shows. An address that is, or
   * resolves only to, private ones is refused now (deliveries check again, on every attempt); a
   * host that does not resolve yet is accepted, as its DNS may come later.
   */
  async create(
    userId: number,
    input: { url: string; mode: ApiMode; events: readonly WebhookEventType[]; description: string },
  ): Promise<
    | { readonly ok: true; readonly endpoint: WebhookEndpointRecord; readonly secret: string }
    | { readonly ok: false; readonly refusal: CreateWebhookRefusal }
  > {
    const target = await this.#guard.target(new URL(input.url).hostname);
    if (!target.ok && target.reason === 'private-address')
      return { ok: false, refusal: { code: 'DEVELOPERS.WEBHOOK_URL_PRIVATE' } };
    const secret = `whsec_${randomAlphanumeric(SECRET_RANDOM_CHARS)}`;
    const created = await this.#endpoints.create(
      { id: newPublicId('we'), userId, ...input, secret },
      WEBHOOK_ENDPOINTS_PER_MODE,
    );
    if (created === 'limit-reached')
      return {
        ok: false,
        refusal: { code: 'DEVELOPERS.WEBHOOK_LIMIT', limit: WEBHOOK_ENDPOINTS_PER_MODE },
      };
    return { ok: true, endpoint: created, secret };
  }

  list(userId: number): Promise<WebhookEndpointRecord[]> {
    return this.#endpoints.listFor(userId);
  }

  disable(userId: number, id: string): Promise<WebhookEndpointRecord | null> {
    return this.#endpoints.disable(userId, id, this.#clock.now());
  }

  /** The newest attempts to one of the account's endpoints; null if it has none of that id. */
  deliveries(userId: number, id: string): Promise<WebhookDeliveryRecord[] | null> {
    return this.#endpoints.deliveries(userId, id, WEBHOOK_DELIVERIES_LISTED);
  }

  /**
   * Sends a test order.fulfilled event (marked test) to one endpoint only, whatever it subscribes
   * to; `sample` builds the order it carries for the endpoint's mode.
   */
  async sendTest(
    userId: number,
    id: string,
    sample: (mode: ApiMode, now: Date) => object,
  ): Promise<TestEventOutcome | RateLimited> {
    const limited = await hitRateLimits(this.#rateLimiter, [
      [`webhook-test:${userId}`, WEBHOOK_TEST_EVENT_LIMIT],
    ]);
    if (limited) return limited;
    return this.#endpoints.recordTestEvent(userId, id, sample, this.#clock.now());
  }
}
