import type { ApiMode, WebhookEventType } from '@netzero/core';

/** A webhook endpoint as its owner lists it (never its secret). */
export interface WebhookEndpointRecord {
  readonly id: string;
  readonly userId: number;
  readonly mode: ApiMode;
  readonly url: string;
  readonly events: readonly WebhookEventType[];
  readonly description: string;
  readonly createdAt: Date;
  readonly disabledAt: Date | null;
}

/** One attempt to deliver an event to an endpoint, with the event's type. */
export interface WebhookDeliveryRecord {
  readonly id: number;
  readonly eventId: string;
  readonly eventType: string;
  readonly attempt: number;
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly durationMs: number;
  readonly createdAt: Date;
}

/** What recording a test event to one endpoint did. */
export type TestEventOutcome =
  | { readonly outcome: 'recorded'; readonly eventId: string }
  | { readonly outcome: 'not-found' }
  | { readonly outcome: 'disabled' };

/** The accounts' webhook endpoints, their delivery log and their test events. */
export interface WebhookEndpointRepository {
  /**
   * Stores a new endpoint unless the account already has `limit` enabled ones in its mode (counted
   * under a lock on the account, so two requests at once cannot both pass).
   */
  create(
    endpoint: {
      readonly id: string;
      readonly userId: number;
      readonly mode: ApiMode;
      readonly url: string;
      readonly events: readonly WebhookEventType[];
      readonly description: string;
      readonly secret: string;
    },
    limit: number,
  ): Promise<WebhookEndpointRecord | 'limit-reached'>;
  /** The account's endpoints, newest first, disabled ones included. */
  listFor(userId: number): Promise<WebhookEndpointRecord[]>;
  /** Disables one of the account's endpoints (a second call keeps the first time); null if none. */
  disable(userId: number, id: string, now: Date): Promise<WebhookEndpointRecord | null>;
  /** The newest `limit` delivery attempts to one of the account's endpoints; null if none. */
  deliveries(userId: number, id: string, limit: number): Promise<WebhookDeliveryRecord[] | null>;
  /**
   * Records an order.fulfilled test event for one enabled endpoint of the account and queues its
   * delivery to that endpoint only; `object` is the sample order for the endpoint's mode.
   */
  recordTestEvent(
    userId: number,
    id: string,
    object: (mode: ApiMode, now: Date) => object,
    now: Date,
  ): Promise<TestEventOutcome>;
}
