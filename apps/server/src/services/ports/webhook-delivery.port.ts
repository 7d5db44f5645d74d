/** What one delivery needs: where, with which secret, and the event's body as it is sent. */
export interface WebhookDeliveryTarget {
  readonly url: string;
  readonly secret: string;
  /** The stored event as JSON text: signed and sent byte for byte. */
  readonly body: string;
}

/** One attempt as the delivery log keeps it. */
export interface WebhookAttempt {
  readonly eventId: string;
  readonly endpointId: string;
  readonly attempt: number;
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly durationMs: number;
  readonly createdAt: Date;
}

/** The events to deliver and the log of attempts. */
export interface WebhookDeliveryStore {
  /** The event and its endpoint; null when the endpoint is disabled or gone (nothing to send). */
  target(eventId: string, endpointId: string): Promise<WebhookDeliveryTarget | null>;
  recordAttempt(attempt: WebhookAttempt): Promise<void>;
}

/** What an outgoing POST got: the receiver's status (and the start of its answer), or an error. */
export type WebhookPostResult =
  | { readonly statusCode: number; readonly answer: string; readonly durationMs: number }
  | { readonly error: string; readonly durationMs: number };

/** Sends a webhook POST to a public address only, following no redirect. */
export interface WebhookTransport {
  post(
    url: string,
    request: { readonly headers: Readonly<Record<string, string>>; readonly body: string },
  ): Promise<WebhookPostResult>;
}
