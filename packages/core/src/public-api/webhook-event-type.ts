/** The events a webhook endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.fulfilled',
  'order.cancelled',
  'balance.low',
] as const;

/** An event type. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
